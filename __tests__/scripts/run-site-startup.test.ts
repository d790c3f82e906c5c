import { spawnSync } from 'node:child_process';
import path from 'node:path';

// What a person sees when `npm start` cannot run: one line that names the problem, exit code 1.
function start(env: Record<string, string>) {
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/run-site.ts', '--prod'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, lines: result.stderr.trim().split('\n').filter(Boolean) };
}

describe('npm start with a bad configuration', () => {
  it('stops with one line naming DATABASE_URL when it is nonsense', () => {
    const { status, lines } = start({ DATABASE_URL: 'nonsense' });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Configuration error: DATABASE_URL: must be a postgres:\/\//)]);
  });

  it('stops with one line when the database cannot be reached', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://panui:x@127.0.0.1:1/panui', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Database error: could not use DATABASE_URL \(.*ECONNREFUSED/)]);
  });
});
