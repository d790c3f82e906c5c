import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { outboxMessages } from '@/lib/server/db/schema/outbox';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { deleteMember } from '@/lib/server/members/member-deletion-service';
import { listOutboxMessages, requeueDeadMessages } from '@/lib/server/outbox/outbox-store';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { capturingMailer, drainTestOutbox, outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const jar = { read: () => null, set: () => undefined, clear: () => undefined };

/** Deletes the member's account as the route does, with a Firebase that fails to delete the user when `firebaseDown`. */
async function deleteAccount(member: EmailUser, firebaseDown = false) {
  const db = await getDb();
  const clock = () => new Date();
  const auth = {
    revokeRefreshTokens: async () => undefined,
    deleteUser: async () => {
      if (firebaseDown) throw new Error('Firebase is unreachable');
    },
  };
  const caller = { uid: member.uid, email: member.email, emailVerified: true, isAnonymous: false };
  return deleteMember({ payments: { db, clock, provider: createSandboxPaymentProvider({ db, clock }) }, auth }, caller, jar);
}

const rowByKey = async (key: string) => (await listOutboxMessages(await getDb(), { limit: 10_000 })).filter((row) => row.key === key);

describe('the account deletion email', () => {
  it('one email to the erased address, saying the regular gift is cancelled, however often the deletion is retried; then the address is forgotten', async () => {
    const member = await createEmailUser();
    expect((await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), member.idToken)).status).toBe(200);

    // Firebase fails at the last step: the member tries again, and the erasure runs twice.
    await expect(deleteAccount(member, true)).rejects.toThrow('Firebase is unreachable');
    await expect(deleteAccount(member)).resolves.toEqual({ deleted: true });

    // The only email left to the address is the confirmation: no receipt, welcome or cancellation of the plan.
    const rows = await outboxRowsTo(member.email);
    expect(rows.map((row) => [row.key, row.template, row.data])).toEqual([[`account-deleted:${member.uid}`, 'account-deleted', { canceledGifts: 1 }]]);

    const mailer = capturingMailer();
    await drainTestOutbox({ mailer });
    const mails = mailer.sent.filter((mail) => mail.to === member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Pānui account has been deleted']);
    expect(mails[0]!.text).toContain('Your regular gift is cancelled: no more payments will be taken.');
    expect(mails[0]!.text).not.toContain(member.email.split('@')[0]);

    const [sent] = await rowByKey(`account-deleted:${member.uid}`);
    expect(sent).toMatchObject({ status: 'sent', recipient: '', data: {} });
    // A deletion retried after the email went out queues none again.
    await deleteAccount(member);
    expect(await rowByKey(`account-deleted:${member.uid}`)).toHaveLength(1);
    expect(await outboxRowsTo(member.email)).toEqual([]);
  });

  it('a member without a regular gift is not told about one; a dead-lettered confirmation is forgotten and cannot be requeued', async () => {
    const member = await createEmailUser();
    await deleteAccount(member);
    const [queued] = await outboxRowsTo(member.email);
    expect(queued).toMatchObject({ key: `account-deleted:${member.uid}`, data: { canceledGifts: 0 } });

    const down = { send: async () => Promise.reject(new Error('mail server down')) };
    // Far enough along its tries that this failure is the last.
    await (await getDb()).update(outboxMessages).set({ attempts: 99 }).where(eq(outboxMessages.id, queued!.id));
    await drainTestOutbox({ mailer: down });
    const [dead] = await rowByKey(`account-deleted:${member.uid}`);
    expect(dead).toMatchObject({ status: 'dead', recipient: '', data: {} });
    expect(await requeueDeadMessages(await getDb(), `account-deleted:${member.uid}`)).toBe(0);
  });
});
