// npm run bench:lighthouse: Lighthouse (mobile, its default simulated throttling) with Debian's
// Chromium on an article page and the donate page of the production build, seeded with the sample content. Prints the
// category scores and the core web vitals; exits 1 when one misses its threshold, naming the
// audits that cost points. Nothing is downloaded: Lighthouse's CLI starts CHROME_PATH. The CLI runs
// in plain Node, not under tsx: tsx adds a `__name` helper to functions, and Lighthouse sends
// functions' source to the page, where that helper does not exist.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureProductionBuild } from './site-build';
import { startSiteProcess } from './site-process';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

/** Least acceptable score (0–100) per category. */
const MIN_SCORES = { performance: 90, accessibility: 95, seo: 95 } as const;
const MAX_CLS = 0.05;

interface Audit {
  title: string;
  details?: { items?: Record<string, unknown>[] };
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

interface Report {
  lighthouseVersion: string;
  configSettings: { formFactor: string };
  environment: { hostUserAgent: string };
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
}

async function runLighthouse(url: string): Promise<Report> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--only-categories=performance,accessibility,seo,best-practices'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Report;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/** Audits of a category that lost points, worst first. */
function failedAudits(category: Category, audits: Record<string, Audit>): string[] {
  return category.auditRefs
    .map((ref) => ({ ref, audit: audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(({ ref, audit }) => `${ref.id} (${audit?.title}): score ${audit?.score}${audit?.displayValue ? `, ${audit.displayValue}` : ''}${ref.weight ? `, weight ${ref.weight}` : ''}`);
}

/** Measures one page; prints its scores and what cost points; answers the names of the thresholds it missed. */
async function measurePage(baseUrl: string, pagePath: string): Promise<string[]> {
  const url = `${baseUrl}${pagePath}`;
  // One request first, so the measured load is not the server's first (code loading, cold database).
  await fetch(url);
  const report = await runLighthouse(url);
  const { categories, audits } = report;
  const scores = {
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    seo: percent(categories.seo?.score),
    'best-practices': percent(categories['best-practices']?.score),
  };
  const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  console.log(`\nLighthouse ${report.lighthouseVersion}, mobile (${report.configSettings.formFactor}, simulated throttling), ${report.environment.hostUserAgent}`);
  console.log(`Page: ${pagePath}`);
  console.table({
    ...Object.fromEntries(Object.entries(scores).map(([name, score]) => [name, { value: score, threshold: name in MIN_SCORES ? `≥ ${MIN_SCORES[name as keyof typeof MIN_SCORES]}` : '' }])),
    CLS: { value: Number(cls.toFixed(3)), threshold: `≤ ${MAX_CLS}` },
    'LCP ms': { value: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0), threshold: '' },
    'TBT ms': { value: Math.round(audits['total-blocking-time']?.numericValue ?? 0), threshold: '' },
    'FCP ms': { value: Math.round(audits['first-contentful-paint']?.numericValue ?? 0), threshold: '' },
  });
  for (const name of Object.keys(scores)) {
    const category = categories[name];
    const failed = category ? failedAudits(category, audits) : [];
    if (failed.length) console.log(`\n${name}: audits that lost points\n  ${failed.join('\n  ')}`);
  }
  // What to fix first: the scripts that keep the main thread busy, and any console errors.
  for (const id of ['bootup-time', 'errors-in-console']) {
    const items = (audits[id]?.details?.items ?? []).slice(0, 5);
    if (items.length) console.log(`\n${id}:\n  ${items.map((item) => JSON.stringify(item).slice(0, 300)).join('\n  ')}`);
  }
  const short = (Object.keys(MIN_SCORES) as (keyof typeof MIN_SCORES)[]).filter((name) => scores[name] < MIN_SCORES[name]);
  return [...short, ...(cls <= MAX_CLS ? [] : ['CLS'])].map((name) => `${pagePath} ${name}`);
}

async function main() {
  ensureProductionBuild();
  const site = await startSiteProcess({ quiet: true });
  try {
    const home = await (await fetch(site.baseUrl)).text();
    const articlePath = ARTICLE_PATH.exec(home)?.[1];
    if (!articlePath) throw new Error('no article link on the home page');
    const missed: string[] = [];
    for (const pagePath of [articlePath, '/donate']) missed.push(...(await measurePage(site.baseUrl, pagePath)));
    if (missed.length) {
      console.error(`\nBelow threshold: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
