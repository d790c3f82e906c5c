// npm run bench:lighthouse: Lighthouse (mobile, its default simulated throttling) with Debian's
// Chromium on the home, article, donate and profile pages of the production build, seeded with
// the sample content and its pictures (drawn before the site starts; it checks that every story on
// the home page shows its picture, so home and article are measured as readers see them); the
// profile as a signed-in member (signed in through the page in a Chromium profile folder that
// Lighthouse then opens, keeping its storage). Prints the category scores, LCP, CLS, TBT and the
// JavaScript bytes; exits 1 when one misses its threshold, naming the
// audits that cost points. Nothing is downloaded: Lighthouse's CLI starts CHROME_PATH. The CLI runs
// in plain Node, not under tsx: tsx adds a `__name` helper to functions, and Lighthouse sends
// functions' source to the page, where that helper does not exist.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { ensureProductionBuild } from './site-build';
import { startSiteProcess } from './site-process';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

/** Least acceptable score (0–100) per category. */
const MIN_SCORES = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
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
  finalDisplayedUrl: string;
}

/** Script bytes the page transferred (compressed), from Lighthouse's resource summary. */
function scriptKb(audits: Record<string, Audit>): number {
  const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return Math.round(Number(script?.transferSize ?? 0) / 102.4) / 10;
}

/**
 * A Chromium profile folder in which a new member (made through the site's pass-through to the
 * Auth emulator) has signed in on /sign-in, so the profile page opens signed in.
 */
async function signedInProfile(baseUrl: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.nz`;
  const password = 'korero-2026';
  const answer = await fetch(`${baseUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: 'Mere Tipene', returnSecureToken: true }),
  });
  if (!answer.ok) throw new Error(`the Auth emulator refused a sign-up: ${answer.status}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/sign-in?next=%2Fprofile`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
  } finally {
    await context.close();
  }
  // Lighthouse keeps the profile's storage (the sign-in) but must fetch every script afresh, so
  // its JavaScript bytes are a first visit's.
  for (const cache of ['Cache', 'Code Cache']) rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
  return dir;
}

async function runLighthouse(url: string, profileDir?: string): Promise<Report> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const flags = profileDir ? [...CHROME_FLAGS, `--user-data-dir=${profileDir}`] : CHROME_FLAGS;
  const args = [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags.join(' ')}`, '--only-categories=performance,accessibility,seo,best-practices'];
  // The signed-in member lives in the profile folder's cookies and IndexedDB: keep them.
  if (profileDir) args.push('--disable-storage-reset');
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
async function measurePage(baseUrl: string, pagePath: string, profileDir?: string): Promise<string[]> {
  const url = `${baseUrl}${pagePath}`;
  // One request first, so the measured load is not the server's first (code loading, cold database).
  await fetch(url);
  const report = await runLighthouse(url, profileDir);
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
    'JavaScript KB': { value: scriptKb(audits), threshold: '' },
  });
  if (profileDir && !report.finalDisplayedUrl.endsWith(pagePath)) throw new Error(`${pagePath} was not shown signed in: Lighthouse ended on ${report.finalDisplayedUrl}`);
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
  // A member's own page says noindex on purpose; that audit alone does not count against it.
  const onlyNoindex = profileDir !== undefined && categories.seo !== undefined && failedAudits(categories.seo, audits).every((line) => line.startsWith('is-crawlable '));
  const short = (Object.keys(MIN_SCORES) as (keyof typeof MIN_SCORES)[]).filter((name) => scores[name] < MIN_SCORES[name] && !(name === 'seo' && onlyNoindex));
  if (onlyNoindex && scores.seo < MIN_SCORES.seo) console.log('\nseo: only is-crawlable lost points, and this page is noindex by design (a member’s own page).');
  return [...short, ...(cls <= MAX_CLS ? [] : ['CLS'])].map((name) => `${pagePath} ${name}`);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/**
 * Seeds the sample content and draws every sample picture into `dataDir` before the site starts
 * (npm run seed with SEED_PICTURES=1), so no picture is being encoded while Lighthouse measures:
 * the site draws them after start-up otherwise, and AVIF encoding would take the CPU the scores
 * depend on.
 */
function seedWithPictures(dataDir: string): void {
  const seeded = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, SEED_PICTURES: '1' } });
  if (seeded.status !== 0) throw new Error('seeding the sample content and pictures failed; see the output above');
}

/** Fails when a story on the home page has no picture: the pages must be measured as readers see them. */
function checkEveryStoryHasItsPicture(home: string): void {
  const [stories, pictures] = [count(home, /<article[\s>]/g), count(home, /<picture[\s>]/g)];
  if (stories === 0 || pictures < stories) throw new Error(`the home page shows ${pictures} pictures for ${stories} stories`);
  console.log(`The home page shows ${stories} stories, each with its picture.`);
}

async function main() {
  ensureProductionBuild();
  const started = Date.now();
  const site = await startSiteProcess({ quiet: true, env: { SEED_PICTURES: '1' }, prepare: seedWithPictures });
  console.log(`Seeded with pictures and started in ${Math.round((Date.now() - started) / 1000)} s.`);
  try {
    const home = await (await fetch(site.baseUrl)).text();
    checkEveryStoryHasItsPicture(home);
    // The lead story's link comes first: its article page is measured with its feature picture.
    const articlePath = ARTICLE_PATH.exec(home)?.[1];
    if (!articlePath) throw new Error('no article link on the home page');
    const missed: string[] = [];
    for (const pagePath of ['/', articlePath, '/donate']) missed.push(...(await measurePage(site.baseUrl, pagePath)));
    const profileDir = await signedInProfile(site.baseUrl);
    try {
      missed.push(...(await measurePage(site.baseUrl, '/profile', profileDir)));
    } finally {
      rmSync(profileDir, { recursive: true, force: true });
    }
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
