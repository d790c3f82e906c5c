import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getConfig } from '@/lib/server/config';
import { type Db, getDb } from '@/lib/server/db/client';
import { transactions } from '@/lib/server/db/schema/payments';
import { AppError } from '@/lib/server/http/errors';
import { getReceipt } from '@/lib/server/payments/receipt-service';
import { type PaymentProvider, RefundRefused } from '@/lib/server/providers/payments/payment-provider';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { refundTransaction } from '@/lib/server/refunds/refund-service';
import { insertDonation } from '../../../helpers/member-rows';
import { mailTo } from '../../../helpers/newsletter-rows';
import { auditRows, memberRowOfType, refundDeps, refundRows, transactionRow } from '../../../helpers/refund-rows';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

const request = (txId: string, amount: number, fields: Partial<{ reason: string; idempotencyKey: string }> = {}) => ({
  txId,
  amount,
  reason: 'Gave twice by mistake',
  idempotencyKey: randomUUID(),
  ...fields,
});

/** The sandbox, counting its refund calls; `fail` makes the next calls throw that error. */
function countingSandbox() {
  const sandbox = createSandboxPaymentProvider({ db, clock: () => new Date() });
  const state = { calls: 0, fail: null as Error | null };
  const provider: PaymentProvider = {
    ...sandbox,
    async refund(refund) {
      state.calls++;
      if (state.fail) throw state.fail;
      return sandbox.refund(refund);
    },
  };
  return { provider, state };
}

let db: Db;
let admin: { uid: string; email: string };
let donor: { uid: string; email: string };
beforeAll(async () => {
  db = await getDb();
  [admin, donor] = await Promise.all([memberRowOfType('administrator', 'Hine Admin'), memberRowOfType('standard', 'Mere Donor')]);
});

describe('refundTransaction', () => {
  it('refunds part of a payment: the refund succeeds, refunded_amount grows, the payment stays paid and the audit log records it', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const answer = await refundTransaction(await refundDeps(), admin.uid, request(txId, 2_500));
    expect(answer.refund).toMatchObject({ amount: 2_500, status: 'succeeded', reason: 'Gave twice by mistake', by: admin.email });
    expect(answer.transaction).toEqual({ txId, amount: 5_000, refundedAmount: 2_500, remaining: 2_500, status: 'succeeded' });
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 2_500, status: 'succeeded' });
    const [refund] = await refundRows(txId);
    expect(refund).toMatchObject({ status: 'succeeded', amount: 2_500, provider: 'sandbox', createdByUid: admin.uid, memberUid: donor.uid });
    expect(refund!.providerRefundId).toMatch(/^re_sbx_/);
    const audit = await auditRows(await getDb(), txId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'transaction.refund',
      actorUid: admin.uid,
      actorEmail: admin.email,
      memberUid: donor.uid,
      targetType: 'transaction',
      before: { refundedAmount: 0, status: 'succeeded' },
      after: { refundedAmount: 2_500, status: 'succeeded', refund: { amount: 2_500, reason: 'Gave twice by mistake' } },
    });
  });

  it('refunds the rest in a second refund: the payment becomes refunded, and nothing more can be refunded', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const deps = await refundDeps();
    await refundTransaction(deps, admin.uid, request(txId, 2_000));
    const rest = await refundTransaction(deps, admin.uid, request(txId, 3_000));
    expect(rest.transaction).toEqual({ txId, amount: 5_000, refundedAmount: 5_000, remaining: 0, status: 'refunded' });
    const error = await refundTransaction(deps, admin.uid, request(txId, 1)).then(() => null, (caught: unknown) => caught as AppError);
    expect(error).toMatchObject({ code: 'REFUND_TOO_LARGE', status: 422 });
    expect(error!.message).toContain('refunded in full');
    expect(await auditRows(await getDb(), txId)).toHaveLength(2);
  });

  it('refunds in full in one go', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const answer = await refundTransaction(await refundDeps(), admin.uid, request(txId, 5_000));
    expect(answer.transaction.status).toBe('refunded');
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 5_000, status: 'refunded' });
  });

  it('refuses more than is left with 422 REFUND_TOO_LARGE naming the remaining amount, and changes nothing', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider, state } = countingSandbox();
    await refundTransaction(await refundDeps(provider), admin.uid, request(txId, 3_000));
    const error = await refundTransaction(await refundDeps(provider), admin.uid, request(txId, 2_001)).then(() => null, (caught: unknown) => caught as AppError);
    expect(error).toMatchObject({ code: 'REFUND_TOO_LARGE', status: 422, message: 'At most $20.00 of this $50.00 payment can still be refunded.' });
    expect(state.calls).toBe(1);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 3_000 });
    expect(await refundRows(txId)).toHaveLength(1);
  });

  it('answers the first refund again for a repeated key and body: one provider call, one row, one audit entry', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider, state } = countingSandbox();
    const deps = await refundDeps(provider);
    const once = request(txId, 1_000);
    const first = await refundTransaction(deps, admin.uid, once);
    const again = await refundTransaction(deps, admin.uid, once);
    expect(again).toEqual(first);
    expect(state.calls).toBe(1);
    expect(await refundRows(txId)).toHaveLength(1);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 1_000 });
    expect(await auditRows(await getDb(), txId)).toHaveLength(1);
  });

  it('refuses a used key with another amount, reason or payment (422 IDEMPOTENCY_KEY_REUSED), refunding nothing more', async () => {
    const db = await getDb();
    const [txId, otherTxId] = await Promise.all([insertDonation(db, donor.uid, 5_000), insertDonation(db, donor.uid, 5_000)]);
    const deps = await refundDeps();
    const first = request(txId, 1_000);
    await refundTransaction(deps, admin.uid, first);
    expect(await codeOf(refundTransaction(deps, admin.uid, { ...first, amount: 2_000 }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(refundTransaction(deps, admin.uid, { ...first, reason: 'Another reason' }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(refundTransaction(deps, admin.uid, { ...first, txId: otherTxId }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 1_000 });
    expect(await transactionRow(otherTxId)).toMatchObject({ refundedAmount: 0 });
    expect(await refundRows(otherTxId)).toHaveLength(0);
  });

  it('two refunds racing for one payment cannot take more than was paid', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const deps = await refundDeps();
    const outcomes = await Promise.all([3_000, 3_000, 3_000].map((amount) => codeOf(refundTransaction(deps, admin.uid, request(txId, amount)))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'REFUND_TOO_LARGE')).toHaveLength(2);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 3_000, status: 'succeeded' });
    expect((await refundRows(txId)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('a double click (one key, twice at once) refunds once', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const deps = await refundDeps();
    const once = request(txId, 2_500);
    const [first, second] = await Promise.all([refundTransaction(deps, admin.uid, once), refundTransaction(deps, admin.uid, once)]);
    expect(second.refund.refundId).toBe(first.refund.refundId);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 2_500 });
    expect(await refundRows(txId)).toHaveLength(1);
    expect(await auditRows(await getDb(), txId)).toHaveLength(1);
  });

  it('refuses a payment taken through another provider than the current one (422 OTHER_PROVIDER)', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider } = countingSandbox();
    const error = await refundTransaction(await refundDeps({ ...provider, name: 'stripe' }), admin.uid, request(txId, 1_000)).then(() => null, (caught: unknown) => caught as AppError);
    expect(error).toMatchObject({ code: 'OTHER_PROVIDER', status: 422 });
    expect(error!.message).toBe('This payment was taken through the sandbox, but payments now go through Stripe: refund it there.');
    expect(await refundRows(txId)).toHaveLength(0);
  });

  it('refuses a failed payment (422 NOT_REFUNDABLE) and an unknown one (404)', async () => {
    const txId = await insertDonation(db, donor.uid, 5_000);
    await db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, txId));
    expect(await codeOf(refundTransaction(await refundDeps(), admin.uid, request(txId, 1_000)))).toBe('NOT_REFUNDABLE');
    expect(await codeOf(refundTransaction(await refundDeps(), admin.uid, request('tx_nobody', 1_000)))).toBe('TRANSACTION_NOT_FOUND');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'])('refuses a caller who is %s with 403 STAFF_ONLY, changing nothing', async (type) => {
    const caller = await memberRowOfType(type);
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider, state } = countingSandbox();
    expect(await codeOf(refundTransaction(await refundDeps(provider), caller.uid, request(txId, 1_000)))).toBe('STAFF_ONLY');
    expect(state.calls).toBe(0);
    expect(await refundRows(txId)).toHaveLength(0);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 0 });
  });

  it('a refusal by the provider fails the refund (422 REFUND_REFUSED) with nothing refunded and no audit entry', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider, state } = countingSandbox();
    state.fail = new RefundRefused('Charge ch_x has already been refunded.');
    const error = await refundTransaction(await refundDeps(provider), admin.uid, request(txId, 1_000)).then(() => null, (caught: unknown) => caught as AppError);
    expect(error).toMatchObject({ code: 'REFUND_REFUSED', status: 422 });
    expect(error!.message).toContain('Charge ch_x has already been refunded.');
    expect(await refundRows(txId)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
    expect(await auditRows(await getDb(), txId)).toHaveLength(0);
    // The failed refund reserves nothing: the whole payment can still be refunded.
    state.fail = null;
    expect((await refundTransaction(await refundDeps(provider), admin.uid, request(txId, 5_000))).transaction.status).toBe('refunded');
  });

  it('a provider that does not answer (502 REFUND_UNCONFIRMED) refunds nothing yet; a retry with the key finishes the same refund', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    const { provider, state } = countingSandbox();
    const errors: unknown[] = [];
    const deps = await refundDeps(provider, errors);
    state.fail = new Error('socket hang up');
    const once = request(txId, 2_500);
    const error = await refundTransaction(deps, admin.uid, once).then(() => null, (caught: unknown) => caught as AppError);
    expect(error).toMatchObject({ code: 'REFUND_UNCONFIRMED', status: 502 });
    expect(errors).toHaveLength(1);
    expect(await transactionRow(txId)).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
    expect(await auditRows(await getDb(), txId)).toHaveLength(0);
    // The unconfirmed refund holds its amount: another refund cannot take it meanwhile.
    expect(await codeOf(refundTransaction(deps, admin.uid, request(txId, 2_501)))).toBe('REFUND_TOO_LARGE');
    state.fail = null;
    const retried = await refundTransaction(deps, admin.uid, once);
    expect(retried.transaction).toMatchObject({ refundedAmount: 2_500, remaining: 2_500 });
    expect(await refundRows(txId)).toEqual([expect.objectContaining({ status: 'succeeded', amount: 2_500 })]);
    expect(await auditRows(await getDb(), txId)).toHaveLength(1);
  });

  it('the member’s receipt shows the refund and the amount after it; the member is emailed about it', async () => {
    const donor = await memberRowOfType('standard', 'Mere Donor');
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    await refundTransaction(await refundDeps(), admin.uid, request(txId, 2_500));
    const receipt = await getReceipt({ db: await getDb(), siteName: 'Pānui' }, { uid: donor.uid, email: donor.email } as never, txId);
    expect(receipt).toMatchObject({ amount: '$50.00', netAmount: '$25.00', netAmountCents: 2_500, refunds: [{ amountCents: 2_500, amount: '$25.00', date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/) }] });
    const [mail, ...more] = await mailTo(donor.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Pānui has refunded $25.00 NZD');
    expect(mail!.text).toContain('We have refunded $25.00 NZD of your $50.00 payment of');
    expect(mail!.text).toContain('After this refund, the payment stands at $25.00 NZD.');
    expect(mail!.text).toContain(`${getConfig().SITE_URL}/receipt/${txId}`);
  });

  it('a receipt refunded in full is still the member’s receipt', async () => {
    const txId = await insertDonation(await getDb(), donor.uid, 5_000);
    await refundTransaction(await refundDeps(), admin.uid, request(txId, 5_000));
    const receipt = await getReceipt({ db: await getDb(), siteName: 'Pānui' }, { uid: donor.uid, email: donor.email } as never, txId);
    expect(receipt).toMatchObject({ netAmount: '$0.00', refunds: [{ amount: '$50.00' }] });
  });
});
