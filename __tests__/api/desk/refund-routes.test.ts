import { randomUUID } from 'node:crypto';
import receiptRoute from '@/pages/api/desk/transactions/[txId]/receipt';
import refundRoute from '@/pages/api/desk/transactions/[txId]/refund';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import type { EmailUser } from '../../helpers/firebase-emulator';
import { insertDonation } from '../../helpers/member-rows';
import { mailTo } from '../../helpers/newsletter-rows';
import { auditRows, refundRows, transactionRow } from '../../helpers/refund-rows';
import { serveRoute } from '../../helpers/route-server';
import { memberOfType } from '../../helpers/staff-members';

const ROUTES = { refund: refundRoute, receipt: receiptRoute } as const;

let server: Awaited<ReturnType<typeof serveRoute>>;
let administrator: EmailUser;
let editor: EmailUser;
let donor: EmailUser;
beforeAll(async () => {
  server = await serveRoute((req, res) => {
    // As Next routes it: the id in the path becomes req.query.txId.
    const match = /^\/api\/desk\/transactions\/([^/]+)\/(refund|receipt)$/.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      res.statusCode = 404;
      return res.end('{}');
    }
    Object.assign(req, { query: { txId: decodeURIComponent(match[1]!) } });
    return ROUTES[match[2] as keyof typeof ROUTES](req, res);
  });
  [administrator, editor, donor] = await Promise.all([memberOfType('administrator', 'Hine Admin'), memberOfType('editor'), memberOfType('standard', 'Mere Donor')]);
}, 90_000);
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

async function call(path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/desk/transactions/${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

const refundBody = (amount: number, fields: Record<string, unknown> = {}) => ({ amount, reason: 'Gave twice by mistake', idempotencyKey: randomUUID(), ...fields });
const refund = (txId: string, body: unknown, token?: string) => call(`${encodeURIComponent(txId)}/refund`, body, token);
const resend = (txId: string, token?: string) => call(`${encodeURIComponent(txId)}/receipt`, undefined, token);

describe('POST /api/desk/transactions/[txId]/refund', () => {
  it('an administrator refunds half of a $50 gift', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const res = await refund(txId, refundBody(2_500), administrator.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.refund).toMatchObject({ amount: 2_500, status: 'succeeded', by: administrator.email });
    expect(res.json.data.transaction).toEqual({ txId, amount: 5_000, refundedAmount: 2_500, remaining: 2_500, status: 'succeeded' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a signed-out caller (401) and every role below administrator (403 STAFF_ONLY), changing nothing', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    expectRefused(await refund(txId, refundBody(1_000)), 401, 'AUTH_REQUIRED');
    expectRefused(await refund(txId, refundBody(1_000), editor.idToken), 403, 'STAFF_ONLY');
    expectRefused(await refund(txId, refundBody(1_000), donor.idToken), 403, 'STAFF_ONLY');
    expect(await refundRows(txId)).toHaveLength(0);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 0 });
  });

  it.each([
    ['a negative amount', { amount: -100 }],
    ['no amount', { amount: 0 }],
    ['a fraction of a cent', { amount: 10.5 }],
    ['a huge amount', { amount: 1e20 }],
    ['an amount as text', { amount: '25.00' }],
    ['no reason', { reason: '' }],
    ['a key that is not one', { idempotencyKey: 'x' }],
    ['an unknown field', { amountDollars: 25 }],
  ])('answers 400 VALIDATION_FAILED for %s, changing nothing', async (_what, fields) => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    expectRefused(await refund(txId, refundBody(1_000, fields), administrator.idToken), 400, 'VALIDATION_FAILED');
    expect(await refundRows(txId)).toHaveLength(0);
  });

  it('answers 400 for an id that is not a transaction id and 404 for an unknown one', async () => {
    expectRefused(await refund('not-a-tx', refundBody(1_000), administrator.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await refund('tx_nobody', refundBody(1_000), administrator.idToken), 404, 'TRANSACTION_NOT_FOUND');
  });

  it('answers 422 REFUND_TOO_LARGE above what is left, naming it; the same key again answers the first refund', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const body = refundBody(4_000);
    const first = await refund(txId, body, administrator.idToken);
    const tooMuch = await refund(txId, refundBody(1_001), administrator.idToken);
    expectRefused(tooMuch, 422, 'REFUND_TOO_LARGE');
    expect(tooMuch.json.error.message).toBe('At most $10.00 of this $50.00 payment can still be refunded.');
    const again = await refund(txId, body, administrator.idToken);
    expect(again.json).toEqual(first.json);
    expect(await refundRows(txId)).toHaveLength(1);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 4_000 });
  });
});

describe('POST /api/desk/transactions/[txId]/receipt', () => {
  it('emails the member their receipt with its refunds, and records it in the audit log', async () => {
    const db = await getDb();
    const txId = await insertDonation(db, donor.uid, 5_000);
    await refund(txId, refundBody(2_500), administrator.idToken);
    const before = (await mailTo(donor.email)).length;
    const res = await resend(txId, administrator.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ txId, sentTo: donor.email });
    const mails = await mailTo(donor.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your receipt from Pānui: $50.00 NZD');
    for (const line of ['Kia ora Mere Donor,', `Receipt number: ${txId}`, 'Description: Donation', 'Amount: $50.00 NZD', 'Refunded: $25.00 on', 'Amount after refunds: $25.00 NZD', `/receipt/${txId}`]) {
      expect(mail.text).toContain(line);
    }
    expect((await auditRows(db, txId)).map((row) => row.action).sort()).toEqual(['receipt.resend', 'transaction.refund']);
  });

  it('refuses a signed-out caller and an editor, sending nothing', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const before = (await mailTo(donor.email)).length;
    expectRefused(await resend(txId), 401, 'AUTH_REQUIRED');
    expectRefused(await resend(txId, editor.idToken), 403, 'STAFF_ONLY');
    expect(await mailTo(donor.email)).toHaveLength(before);
    expect(await auditRows(await getDb(), txId)).toHaveLength(0);
  });

  it('refuses a body (this call takes none) and an unknown payment', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    expectRefused(await call(`${txId}/receipt`, { to: 'someone@example.nz' }, administrator.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await resend('tx_nobody', administrator.idToken), 404, 'TRANSACTION_NOT_FOUND');
  });
});
