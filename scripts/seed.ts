// npm run seed [-- --articles N]: sample content, plus N generated articles for benchmarks.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { seedGeneratedArticles } from '@/lib/server/seed/generate-articles';
import { seedContent } from '@/lib/server/seed/seed-content';
import { imageDepsFromConfig } from '@/lib/server/images/image-deps';

async function main() {
  const { values } = parseArgs({ options: { articles: { type: 'string' } } });
  const generated = values.articles === undefined ? 0 : Number(values.articles);
  if (!Number.isInteger(generated) || generated < 0) throw new Error('--articles must be a whole number, e.g. --articles 10000');
  const config = getConfig();
  const db = await getDb();
  const report = await seedContent(db, { dataDir: config.DATA_DIR, images: config.SEED_PICTURES ? imageDepsFromConfig(db, config) : undefined });
  console.log(`Sample content: ${report.articlesAdded} articles added, ${report.picturesAdded} pictures drawn.`);
  if (generated > 0) {
    const added = await seedGeneratedArticles(db, generated, {
      onProgress: (done) => process.stdout.write(`\rGenerated articles: ${done}/${generated}`),
    });
    console.log(`\nGenerated articles: ${added} added.`);
    // Nothing vacuums PGlite: without it the visibility map is empty and every index-only scan
    // (the home page's newest-first walks) reads the table too; ANALYZE gives the planner counts.
    await db.execute(sql`vacuum analyze`);
  }
  await closeDatabase();
}

main().catch(exitOnStartupError);
