// One Lighthouse run (mobile, its default simulated throttling) of one page, by Lighthouse's CLI
// with CHROME_PATH, and what npm run bench:lighthouse keeps of its report. The CLI runs in plain
// Node, not under tsx: tsx adds a `__name` helper to functions, and Lighthouse sends functions'
// source to the page, where that helper does not exist.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunFigures } from './lighthouse-figures';

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

/** What the bench keeps of one run: its figures and, in words, what cost points. */
export interface RunResult {
  figures: RunFigures;
  /** Per category, the audits that lost points, worst first. */
  lostPoints: Record<string, string[]>;
  /** The scripts that kept the main thread busy longest, and any console errors. */
  notes: Record<string, string[]>;
  /** The page's largest contentful paint, as Lighthouse names its element. */
  lcpElement: string;
  /** Only is-crawlable lost SEO points (a page that says noindex on purpose). */
  seoLostOnlyToNoindex: boolean;
  finalUrl: string;
  environment: string;
}

export interface LighthouseOptions {
  chromePath: string;
  chromeFlags: readonly string[];
  /** A Chromium profile folder whose storage (a signed-in member) the run keeps. */
  profileDir?: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function runCli(url: string, options: LighthouseOptions): Promise<Report> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const flags = options.profileDir ? [...options.chromeFlags, `--user-data-dir=${options.profileDir}`] : options.chromeFlags;
  const args = [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags.join(' ')}`, `--only-categories=${CATEGORIES.join(',')}`];
  // The signed-in member lives in the profile folder's cookies and IndexedDB: keep them.
  if (options.profileDir) args.push('--disable-storage-reset');
  const { stdout } = await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH: options.chromePath }, maxBuffer: 64 * 1024 * 1024 });
  // BENCH_LIGHTHOUSE_REPORTS=dir keeps every run's whole report, to open in Lighthouse's viewer or read its long tasks.
  const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${new Date().toISOString().replace(/[:.]/g, '-')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`), stdout);
  }
  return JSON.parse(stdout) as Report;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Script bytes transferred (compressed, headers included) in the trace: every response that is a
 * script by Lighthouse's type or by its MIME type, so next/link's prefetches (`<link rel=prefetch>`,
 * typed "Other") count when the trace caught them. Its resource summary counts them as "other".
 */
function javascriptKb(audits: Record<string, Audit>): number {
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script' || String(request.mimeType ?? '').includes('javascript'));
  return kb(scripts.reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0));
}

/** Audits of a category that lost points, worst first. */
function failedAudits(category: Category, audits: Record<string, Audit>): string[] {
  return category.auditRefs
    .map((ref) => ({ ref, audit: audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(({ ref, audit }) => `${ref.id} (${audit?.title}): score ${audit?.score}${audit?.displayValue ? `, ${audit.displayValue}` : ''}${ref.weight ? `, weight ${ref.weight}` : ''}`);
}

/** The first DOM node named in an audit's details (the LCP element audit nests it in a list of tables). */
function firstNode(value: unknown): { snippet?: string; nodeLabel?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === 'node') return record as { snippet?: string; nodeLabel?: string };
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(firstNode).find(Boolean) : firstNode(child);
    if (found) return found;
  }
  return undefined;
}

/** Measures `url` once. */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<RunResult> {
  const { categories, audits, ...report } = await runCli(url, options);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const figures: RunFigures = {
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    'best-practices': percent(categories['best-practices']?.score),
    seo: percent(categories.seo?.score),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    javascriptKb: javascriptKb(audits),
  };
  const lostPoints = Object.fromEntries(CATEGORIES.map((name) => [name, categories[name] ? failedAudits(categories[name], audits) : []]));
  // long-tasks: what TBT is made of (each task's simulated ms past 50 counts).
  const notes = Object.fromEntries(['bootup-time', 'long-tasks', 'errors-in-console'].map((id) => [id, (audits[id]?.details?.items ?? []).slice(0, id === 'long-tasks' ? 10 : 5).map((item) => JSON.stringify(item).slice(0, 300))]));
  const lcpNode = firstNode(audits['largest-contentful-paint-element']?.details);
  return {
    figures,
    lostPoints,
    notes,
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim() : 'not found',
    seoLostOnlyToNoindex: (lostPoints.seo ?? []).length > 0 && (lostPoints.seo ?? []).every((line) => line.startsWith('is-crawlable ')),
    finalUrl: report.finalDisplayedUrl,
    environment: `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, simulated throttling, ${report.environment.hostUserAgent}`,
  };
}
