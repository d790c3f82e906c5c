import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/free-port';

// Issue [12] finding 1: a fresh `npm start` listened on every address and handed the Auth
// emulator (and with it every account) to anyone who could reach the port.

interface RunningSite {
  code: number | null;
  output: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts `npm run dev`'s script (no build needed) until it says it and its emulator are running, or exits. */
async function startSite(env: Record<string, string>): Promise<RunningSite> {
  const [port, authPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-address-'));
  // No FIREBASE_AUTH_EMULATOR_HOST: like a fresh clone, the site starts its own emulator.
  const { FIREBASE_AUTH_EMULATOR_HOST: _jestEmulator, ...inherited } = process.env;
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/run-site.ts', '--dev'], {
    detached: true, // its own process group, so stopping it also stops the emulator it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), AUTH_EMULATOR_PORT: String(authPort), DATA_DIR: dataDir, PGLITE_DIR: 'memory://', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = new Promise<void>((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // The site listens before its emulator is up (decision 275); these tests need both.
        if (output.includes('is running at') && output.includes('Firebase Auth emulator on')) resolve();
      });
    }
  });
  const code = await Promise.race([exited, running.then(() => null)]);
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    const timer = setTimeout(() => child.exitCode === null && child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    code,
    port,
    stop,
    get output() {
      return output;
    },
  };
}

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 5_000 });
    const answer = (result: string) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => answer('open'));
    socket.once('timeout', () => answer('no answer'));
    socket.once('error', (error: NodeJS.ErrnoException) => answer(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')));
  });
}

/** This machine's addresses another machine could use (its own loopback excluded). */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80'))
    .map((address) => address!.address);

const post = (url: string, headers: Record<string, string> = {}, body = '{}') => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('npm start with the Auth emulator', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({});
  }, 300_000);
  afterAll(() => site?.stop(), 60_000);

  it('listens on this machine only by default', async () => {
    expect(site.code).toBeNull();
    const others = outsideAddresses();
    expect(others.length).toBeGreaterThan(0);
    const answers = Object.fromEntries(await Promise.all(['127.0.0.1', ...others].map(async (host) => [host, await reachable(host, site.port)])));
    expect(answers).toEqual(Object.fromEntries([['127.0.0.1', 'open'], ...others.map((host) => [host, 'refused'])]));
    expect(site.output).toContain('(listening on 127.0.0.1: this machine only)');
  });

  it("passes the browser's sign-up through its port, and not the emulator's admin API or its owner credential", async () => {
    const base = `http://127.0.0.1:${site.port}`;
    const signUp = await post(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {}, JSON.stringify({ returnSecureToken: true }));
    const listed = await post(`${base}/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:query`, { Authorization: 'Bearer owner' });
    const emails = await fetch(`${base}/emulator/v1/projects/demo-panui/oobCodes`);
    const asOwner = await post(`${base}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, { Authorization: 'Bearer owner' }, JSON.stringify({ localId: ['x'] }));
    expect([signUp.status, listed.status, emails.status, asOwner.status]).toEqual([200, 404, 404, 403]);
  });
});

describe('npm start with the Auth emulator on a public address', () => {
  it('refuses HOST=0.0.0.0 with one line that names the opt-in', async () => {
    const site = await startSite({ HOST: '0.0.0.0' });
    await site.stop();
    const lines = site.output.trim().split('\n').filter(Boolean);
    expect({ code: site.code, lines }).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^Configuration error: HOST: 0\.0\.0\.0 .*AUTH_EMULATOR_ON_PUBLIC_ADDRESS=i-understand-anyone-can-sign-in-as-anyone/)],
    });
  }, 300_000);
});
