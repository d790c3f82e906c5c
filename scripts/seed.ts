// npm run seed [-- --articles N] [-- --members N [--allow-existing-payments]]: sample content,
// plus N generated articles and/or N generated members (ten transactions each) for benchmarks.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { seedGeneratedArticles } from '@/lib/server/seed/generate-articles';
import { MemberSeedRefused, seedGeneratedMembers } from '@/lib/server/seed/generate-members';
import { seedContent } from '@/lib/server/seed/seed-content';
import { imageDepsFromConfig } from '@/lib/server/images/image-deps';

const wholeNumber = (value: string | undefined, flag: string): number => {
  const parsed = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${flag} must be a whole number, e.g. ${flag} 10000`);
  return parsed;
};

async function main() {
  const { values } = parseArgs({ options: { articles: { type: 'string' }, members: { type: 'string' }, 'allow-existing-payments': { type: 'boolean' } } });
  const generated = wholeNumber(values.articles, '--articles');
  const members = wholeNumber(values.members, '--members');
  const config = getConfig();
  const db = await getDb();
  const report = await seedContent(db, { dataDir: config.DATA_DIR, images: config.SEED_PICTURES ? imageDepsFromConfig(db, config) : undefined });
  console.log(`Sample content: ${report.articlesAdded} articles added, ${report.picturesAdded} pictures, ${report.artworkAdded} podcast artworks and ${report.portraitsAdded} author portraits drawn.`);
  if (generated > 0) {
    const added = await seedGeneratedArticles(db, generated, {
      onProgress: (done) => process.stdout.write(`\rGenerated articles: ${done}/${generated}`),
    });
    console.log(`\nGenerated articles: ${added} added.`);
    // Nothing vacuums PGlite: without it the visibility map is empty and every index-only scan
    // (the home page's newest-first walks) reads the table too; ANALYZE gives the planner counts.
    await db.execute(sql`vacuum analyze`);
  }
  if (members > 0) {
    const started = performance.now();
    try {
      const seeded = await seedGeneratedMembers(db, members, {
        allowExistingPayments: values['allow-existing-payments'],
        onStep: (step, seconds) => console.log(`  ${step}: ${seconds.toFixed(1)} s`),
      });
      const { steps: _steps, ...counts } = seeded;
      console.log(`Generated members in ${((performance.now() - started) / 1000).toFixed(1)} s:`, Object.entries(counts).map(([what, n]) => `${n.toLocaleString('en-NZ')} ${what}`).join(', '));
    } catch (error) {
      if (!(error instanceof MemberSeedRefused)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  }
  await closeDatabase();
}

main().catch(exitOnStartupError);
