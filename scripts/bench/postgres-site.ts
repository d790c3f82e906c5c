// The site on a throwaway Postgres seeded as the bench's PGlite corpus is (the sample content and
// N generated articles), for bench:cpu's Postgres row: the production database, whose queries run
// in processes of their own, so their CPU is read from Postgres's process tree beside the site's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onServerCore, startSite } from './load';
import { startPostgres } from '../scale/postgres';
import type { SiteProcess } from '../site-process';

export interface PostgresSite {
  site: SiteProcess;
  /** Leads Postgres's process group: the postmaster and every backend. */
  postgresPid: number;
  stop(): Promise<void>;
}

/** Postgres and the site on the server core; seeding takes about three minutes for 10,000 articles. */
export async function startPostgresSite(articles: number, template: string, env: Record<string, string>): Promise<PostgresSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-bench-postgres-'));
  const postgres = await onServerCore(() => startPostgres(dir, path.join(dir, 'postgres.log')));
  const stopPostgres = async () => {
    if (postgres.child.exitCode === null && postgres.child.pid) {
      const exited = new Promise((resolve) => postgres.child.once('exit', resolve));
      process.kill(-postgres.child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    console.log(`Seeding ${articles.toLocaleString('en-NZ')} generated articles into Postgres…`);
    const started = Date.now();
    const seeded = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/seed.ts', '--articles', String(articles)], {
      env: { ...process.env, DATABASE_URL: postgres.databaseUrl, DATA_DIR: dir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error('seeding Postgres failed');
    console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
    // The template's folder holds the uploads the site serves; its PGlite database goes unused.
    const site = await startSite(template, { ...env, DATABASE_URL: postgres.databaseUrl });
    return {
      site,
      postgresPid: postgres.child.pid ?? 0,
      async stop() {
        await site.stop();
        await stopPostgres();
      },
    };
  } catch (error) {
    await stopPostgres();
    throw error;
  }
}
