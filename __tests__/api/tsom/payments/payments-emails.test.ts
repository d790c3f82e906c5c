import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { renewDueSubscriptions } from '@/lib/server/payments/renewal-service';
import { taxIdentity } from '@/lib/server/receipts/tax-identity';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { mailTo } from '../../../helpers/newsletter-rows';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';
import { captureLogs } from '../../../helpers/captured-logs';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const DAY = 86_400_000;
const renewAfter = async (days: number) => {
  const db = await getDb();
  const clock = () => new Date(Date.now() + days * DAY);
  return renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }) });
};

const pay = (user: EmailUser, fields: Record<string, unknown> = {}, key = randomUUID()) => api.call('', paymentRequest(fields), user.idToken, { 'x-idempotency-key': key });
const keysTo = async (email: string) => (await outboxRowsTo(email)).map((row) => row.key);

describe('emails about payments', () => {
  it('a one-off payment queues exactly one receipt, keyed by its transaction; a retry with the key queues none, and it is sent with the payment’s lines', async () => {
    const donor = await createEmailUser();
    const key = randomUUID();
    const first = await pay(donor, {}, key);
    expect(first.status).toBe(200);
    const txId = first.json.data.transaction.txId as string;
    expect(await keysTo(donor.email)).toEqual([`receipt:${txId}`]);
    expect((await pay(donor, {}, key)).json.data.transaction.txId).toBe(txId);
    expect(await keysTo(donor.email)).toEqual([`receipt:${txId}`]);

    const [mail, ...others] = await mailTo(donor.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Your receipt from Pānui: $25.00 NZD');
    for (const line of [`Receipt number: ${txId}`, `Received from: ${donor.email}`, 'Description: Donation (one-off)', 'Amount: $25.00 NZD', `/receipt/${txId}`]) expect(mail!.text).toContain(line);
    expect(mail!.html).toContain(`/receipt/${txId}`);
    expect(mail!.html).toContain(`/api/tsom/payments/receipt.pdf?txId=${txId}`);
    expect(mail!.headers['x-panui-message-key']).toBe(`receipt:${txId}`);
    // The receipt's PDF, made when the email is sent and attached to it.
    expect(mail!.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `receipt-${txId}.pdf`, contentType: 'application/pdf' }]);
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a payment whose receipt cannot be queued is recorded all the same', async () => {
    const donor = await createEmailUser();
    expect((await pay(donor)).status).toBe(200);
    // An address no email can go to (as if stored by a bug): queueing refuses it.
    await (await getDb()).update(members).set({ email: 'not an address' }).where(eq(members.uid, donor.uid));
    const logs = captureLogs('error');
    try {
      const second = await pay(donor);
      expect(second.status).toBe(200);
      expect(second.json.data.transaction.status).toBe('succeeded');
      expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: `Outbox: the receipt of ${second.json.data.transaction.txId} could not be queued` }));
    } finally {
      logs.stop();
    }
    expect(await keysTo('not an address')).toEqual([]);
  });

  it('a declined payment queues nothing', async () => {
    const donor = await createEmailUser();
    expect((await pay(donor, { paymentMethodId: 'pm_card_visa_chargeDeclined' })).status).toBe(422);
    expect(await keysTo(donor.email)).toEqual([]);
  });

  it('a first monthly payment queues its receipt and a welcome; a second plan gets a receipt but no second welcome', async () => {
    const supporter = await createEmailUser();
    const first = await pay(supporter, { billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 });
    const { transaction, subscription } = first.json.data;
    expect(await keysTo(supporter.email)).toEqual([`receipt:${transaction.txId}`, `welcome:${subscription.subscriptionId}`]);
    const second = await pay(supporter, { billingInterval: 'YEARLY', price: 5_000, amount: 5_000 });
    expect(await keysTo(supporter.email)).toEqual([`receipt:${transaction.txId}`, `welcome:${subscription.subscriptionId}`, `receipt:${second.json.data.transaction.txId}`]);
    const welcome = (await mailTo(supporter.email)).find((mail) => mail.subject.startsWith('Welcome'));
    expect(welcome?.subject).toBe('Welcome, monthly supporter of Pānui');
    expect(welcome?.text).toContain('Your $10.00 NZD each month');
  });

  it('each sandbox renewal queues its own receipt once, however often the renewal job runs', async () => {
    const supporter = await createEmailUser();
    const first = await pay(supporter, { billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 });
    await renewAfter(32);
    await renewAfter(32);
    const renewals = (await api.call('/list-transactions', {}, supporter.idToken)).json.data.filter((tx: { txId: string }) => tx.txId !== first.json.data.transaction.txId);
    expect(renewals).toHaveLength(1);
    const receipts = (await keysTo(supporter.email)).filter((key) => key.startsWith('receipt:'));
    expect(receipts).toEqual([`receipt:${first.json.data.transaction.txId}`, `receipt:${renewals[0].txId}`]);
  });

  it('on a GST-registered site a renewal’s receipt email is a tax invoice: the supplier’s GST number and the GST in the total', async () => {
    const supporter = await createEmailUser();
    await pay(supporter, { billingInterval: 'MONTHLY', price: 2_300, amount: 2_300 });
    const db = await getDb();
    const clock = () => new Date(Date.now() + 32 * DAY);
    const tax = taxIdentity({ GST_NUMBER: '123-456-789', LEGAL_NAME: 'Pānui Media Limited' }, 'Pānui');
    expect((await renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }), tax })).renewed).toBeGreaterThanOrEqual(1);
    const invoice = (await mailTo(supporter.email)).find((mail) => mail.subject.startsWith('Your tax invoice'));
    expect(invoice?.subject).toBe('Your tax invoice from Pānui: $23.00 NZD');
    for (const line of ['Tax invoice for $23.00 NZD', 'Pānui Media Limited', 'Trading as Pānui', 'GST number 123-456-789', 'Total including GST: $23.00 NZD', 'GST (15%) included: $3.00 NZD', 'All amounts include GST at 15%.']) {
      expect(invoice!.text).toContain(line);
    }
    expect(invoice!.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
  });
});
