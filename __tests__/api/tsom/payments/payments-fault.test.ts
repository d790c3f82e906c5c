import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/lib/server/db/client';
import { sandboxCharges, transactions } from '@/lib/server/db/schema/payments';
import { freePort } from '../../../../scripts/free-port';
import { bearer, post } from '../../../helpers/api-call';
import { createEmailUser } from '../../../helpers/firebase-emulator';
import { paymentRequest } from '../../../helpers/payment-routes';

// Two server starts with tsx on a shared machine: generous, but no assertion depends on time.
jest.setTimeout(120_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts the payments server on the file-backed PGlite; answers once it listens. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '__tests__/helpers/payments-fault-server.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'test', PORT: String(port), PGLITE_DIR: path.join(dataDir, 'pglite'), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`payments server exited before listening:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/api/tsom/payments`, output: () => output, exited };
}

it('settles a charge exactly once after the process is killed between charge and settle, and the receipt exists', async () => {
  const member = await createEmailUser();
  const headers = { ...bearer(member.idToken), 'x-idempotency-key': 'crash-test' };

  const faulty = await startServer({ PAYMENTS_FAULT: 'after-charge' });
  await expect(post(faulty.url, paymentRequest(), headers)).rejects.toThrow();
  expect(await faulty.exited).toBe('SIGKILL');

  const restarted = await startServer();
  expect(restarted.output()).toContain('listening reconciled=1');
  const listed = await post(`${restarted.url}/list-transactions`, {}, bearer(member.idToken));
  expect(listed.json.data).toHaveLength(1);
  const [tx] = listed.json.data;
  expect(tx.status).toBe('succeeded');
  const receipt = await post(`${restarted.url}/receipt`, { txId: tx.txId }, bearer(member.idToken));
  expect(receipt.status).toBe(200);
  expect(receipt.json.data).toMatchObject({ txId: tx.txId, amount: '$25.00' });
  // The client's retry with its key answers the settled payment and charges nothing more.
  const retry = await post(restarted.url, paymentRequest(), headers);
  expect(retry.status).toBe(200);
  expect(retry.json.data.transaction.txId).toBe(tx.txId);

  restarted.child.kill('SIGTERM');
  await restarted.exited;
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    expect(await database.db.select().from(sandboxCharges)).toHaveLength(1);
    const rows = await database.db.select().from(transactions);
    expect(rows.map((row) => [row.status, row.providerChargeId.startsWith('ch_sbx_')])).toEqual([['succeeded', true]]);
  } finally {
    await database.close();
  }
});
