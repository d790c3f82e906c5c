// npm run bench:ghost: issue [19]'s comparison with Ghost. Our article page as `npm start` ships it
// (the production server, default settings: content cache and page cache on) and Ghost's post
// page (Ghost from the npm registry, SQLite, production mode, its default Casper theme), each with
// the same 200 generated stories, measured in turns on the server core: ours, Ghost, ours, Ghost…
// for BENCH_GHOST_ROUNDS rounds (default 3). Prints each round and the median, and exits 1 unless
// the median of the rounds' ratios is at least 15 and neither side had an error (decision 332).
// Ghost is installed on the first run into BENCH_GHOST_DIR (default .bench-data/ghost-<version>).
import { cpSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { comparisonRows, GHOST_RATIO_BAR, judge, markdownTable, type Round } from './bench/ghost-comparison';
import { ensureGhostInstalled, GHOST_VERSION, ghostHome } from './bench/ghost-install';
import { type GhostProcess, seededGhostContent, startGhost } from './bench/ghost-process';
import { ghostPostPath } from './bench/ghost-seed';
import { CONNECTIONS, DURATION_SECONDS, measure, PINNED, LOAD_CPU, SERVER_CPU, seededTemplate, startSite } from './bench/load';
import { ensureProductionBuild } from './site-build';
import type { SiteProcess } from './site-process';

const POSTS = Number(process.env.BENCH_GHOST_POSTS ?? 200);
const ROUNDS = Number(process.env.BENCH_GHOST_ROUNDS ?? 3);
const ARTICLE_PATH = /href="(\/[a-z-]+\/\d{2}-\d{2}-\d{4}\/[a-z0-9-]+)"/;

/** The bytes of an HTML page that must answer 200, to check each side serves what it is measured on. */
async function htmlPage(url: string): Promise<string> {
  const answer = await fetch(url);
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !type.startsWith('text/html')) throw new Error(`${url} answered ${answer.status} ${type}`);
  return answer.text();
}

const kb = (html: string) => `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`;
const loadAverage = () => loadavg().map((n) => n.toFixed(1)).join(' ');

async function main() {
  ensureProductionBuild();
  const home = ghostHome();
  const install = ensureGhostInstalled(home);
  const ghostContent = await seededGhostContent(install, home, POSTS);
  const template = seededTemplate(POSTS);
  let ours: SiteProcess | undefined;
  let ghost: GhostProcess | undefined;
  const stopAll = async () => {
    await Promise.all([ours?.stop(), ghost?.stop()]);
    ours = undefined;
    ghost = undefined;
  };
  // An interrupted run stops both servers too (each leads its own process group).
  for (const name of ['SIGINT', 'SIGTERM'] as const) process.once(name, () => void stopAll().finally(() => process.exit(130)));
  try {
    console.log(`Load average at the start: ${loadAverage()}`);
    ours = await startSite(template, {});
    ghost = await startGhost(install, (contentPath) => cpSync(ghostContent, contentPath, { recursive: true }));
    const article = ARTICLE_PATH.exec(await htmlPage(ours.baseUrl))?.[1];
    if (!article) throw new Error('our home page links no article');
    const oursUrl = `${ours.baseUrl}${article}`;
    const ghostUrl = `${ghost.baseUrl}${ghostPostPath(1)}`;
    const [oursHtml, ghostHtml] = [await htmlPage(oursUrl), await htmlPage(ghostUrl)];
    console.log(`Ours: ${article} (${kb(oursHtml)}); Ghost ${GHOST_VERSION}: ${ghostPostPath(1)} (${kb(ghostHtml)}). ${ROUNDS} rounds:`);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const measuredOurs = await measure({ url: oursUrl });
      console.log(`  round ${round}, ours: ${measuredOurs['req/s']} req/s, p99 ${measuredOurs['p99 ms']} ms`);
      const measuredGhost = await measure({ url: ghostUrl });
      console.log(`  round ${round}, Ghost: ${measuredGhost['req/s']} req/s, p99 ${measuredGhost['p99 ms']} ms`);
      rounds.push({ ours: measuredOurs, ghost: measuredGhost });
    }
    const rows = comparisonRows(rounds);
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a warm-up, Node ${process.version}, ${cpus().length} cores, load average ${loadAverage()}`);
    console.log(PINNED ? `Servers on core ${SERVER_CPU}, autocannon on core ${LOAD_CPU}.` : 'Servers and autocannon share the cores (no taskset).');
    console.table(rows);
    console.log(`\n${markdownTable(rows)}\n`);
    const verdict = judge(rounds);
    console.log(verdict.met ? `Median ratio ${verdict.medianRatio.toFixed(1)}×: at least ${GHOST_RATIO_BAR}× Ghost's post page.` : `Short of issue [19]'s bar: ${verdict.failures.join('; ')}.`);
    if (!verdict.met) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
