import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import createMemberHandler from '@/pages/api/tsom/members/index';
import loginHandler from '@/pages/api/auth/login';
import { getDb } from '@/lib/server/db/client';
import { refunds } from '@/lib/server/db/schema/business';
import { paymentMethods, subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, post } from '../../helpers/api-call';
import { insertSubscriptionRow, insertTransactionRow } from '../../helpers/export-rows';
import { createAnonymousUser, createEmailUser, createVerifiedUser, signInWithPassword, uniqueEmail, verifyEmail } from '../../helpers/firebase-emulator';
import { memberRow } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';

let members: Awaited<ReturnType<typeof serveRoute>>;
let login: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [members, login] = await Promise.all([serveRoute(createMemberHandler), serveRoute(loginHandler)]);
});
afterAll(async () => {
  await Promise.all([members.close(), login.close()]);
});
beforeEach(() => resetRateLimits());

interface Guest {
  uid: string;
  email: string;
  giftId: string;
  refundId: string;
  chargeId: string;
  failedId: string;
  subscriptionId: string;
  cardId: string;
}

/**
 * A guest as the donation flow leaves one: an anonymous reader whose member row has the email
 * they typed, a $25 gift with a $5 refund, a declined try, and a monthly plan on their card.
 */
async function guestDonor(): Promise<Guest> {
  const db = await getDb();
  const anonymous = await createAnonymousUser();
  const email = uniqueEmail('guest');
  expect((await post(members.url, { email }, bearer(anonymous.idToken))).status).toBe(200);
  const cardId = `pm_${randomUUID()}`;
  await db.insert(paymentMethods).values({ id: cardId, memberUid: anonymous.uid, provider: 'sandbox', providerPaymentMethodId: `pm_sb_${randomUUID()}`, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
  const createdAt = new Date('2026-11-01T00:00:00Z');
  const giftId = await insertTransactionRow(anonymous.uid, { createdAt, paymentMethodId: cardId, refundedAmount: 500 });
  const refundId = `re_${randomUUID()}`;
  await db.insert(refunds).values({ id: refundId, transactionId: giftId, memberUid: anonymous.uid, amount: 500, provider: 'sandbox', idempotencyKey: randomUUID(), status: 'succeeded', createdByUid: 'staff-uid' });
  const failedId = await insertTransactionRow(anonymous.uid, { createdAt, status: 'failed', failureCode: 'card_declined' });
  const subscriptionId = await insertSubscriptionRow(anonymous.uid, { paymentMethodId: cardId });
  const chargeId = await insertTransactionRow(anonymous.uid, { createdAt, subscriptionId, amount: 1_000, paymentType: 'SUBSCRIPTION', billingInterval: 'MONTHLY' });
  return { uid: anonymous.uid, email, giftId, refundId, chargeId, failedId, subscriptionId, cardId };
}

const ownerOf = {
  transaction: async (id: string) => (await (await getDb()).select().from(transactions).where(eq(transactions.id, id)))[0]?.memberUid,
  refund: async (id: string) => (await (await getDb()).select().from(refunds).where(eq(refunds.id, id)))[0]?.memberUid,
  subscription: async (id: string) => (await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.memberUid,
  card: async (id: string) => (await (await getDb()).select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0]?.memberUid,
};

async function expectOnlyTheGiftMoved(guest: Guest, ownerUid: string): Promise<void> {
  expect(await ownerOf.transaction(guest.giftId)).toBe(ownerUid);
  expect(await ownerOf.refund(guest.refundId)).toBe(ownerUid);
  // What charges the guest's card, and the card itself, are not the account's to steer.
  expect(await ownerOf.subscription(guest.subscriptionId)).toBe(guest.uid);
  expect(await ownerOf.transaction(guest.chargeId)).toBe(guest.uid);
  expect(await ownerOf.card(guest.cardId)).toBe(guest.uid);
  expect(await ownerOf.transaction(guest.failedId)).toBe(guest.uid);
}

describe("a guest's gifts follow the verified owner of their email (decision 317)", () => {
  it('moves the one-off gift and its refund to an owner who signs up with the verified email, once', async () => {
    const guest = await guestDonor();
    const owner = await createVerifiedUser({ email: guest.email });
    const res = await post(members.url, { email: guest.email }, bearer(owner.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data.uid).toBe(owner.uid);
    await expectOnlyTheGiftMoved(guest, owner.uid);
    expect(await memberRow(guest.uid)).toMatchObject({ email: null, releasedEmail: null });

    // A replay and a later sign-in find nothing more to move, and nothing is doubled.
    expect((await post(members.url, { email: guest.email }, bearer(owner.idToken))).status).toBe(200);
    expect((await post(login.url, { token: owner.idToken })).status).toBe(200);
    const ownersGifts = await (await getDb()).select().from(transactions).where(eq(transactions.memberUid, owner.uid));
    expect(ownersGifts.map((row) => row.id)).toEqual([guest.giftId]);
  });

  it('keeps the gift from an account whose email is not verified, and moves it at the first sign-in after verifying', async () => {
    const guest = await guestDonor();
    const owner = await createEmailUser({ email: guest.email });
    expect((await post(members.url, { email: guest.email }, bearer(owner.idToken))).status).toBe(200);
    expect((await post(login.url, { token: owner.idToken })).status).toBe(200);
    // Anyone can sign up with an address: the email moved (Firebase's account owns it), the gift did not.
    expect((await memberRow(guest.uid))?.email).toBeNull();
    expect(await ownerOf.transaction(guest.giftId)).toBe(guest.uid);

    await verifyEmail(owner.uid);
    const { idToken } = await signInWithPassword(owner.email, owner.password);
    expect((await post(login.url, { token: idToken })).status).toBe(200);
    await expectOnlyTheGiftMoved(guest, owner.uid);
  });

  it('moves nothing for another verified account, or for an anonymous reader', async () => {
    const guest = await guestDonor();
    const stranger = await createVerifiedUser();
    expect((await post(members.url, { email: stranger.email }, bearer(stranger.idToken))).status).toBe(200);
    expect((await post(login.url, { token: stranger.idToken })).status).toBe(200);
    const anonymous = await createAnonymousUser();
    expect((await post(members.url, { email: guest.email }, bearer(anonymous.idToken))).status).toBe(409);
    expect(await ownerOf.transaction(guest.giftId)).toBe(guest.uid);
    expect((await memberRow(guest.uid))?.email).toBe(guest.email);
  });
});
