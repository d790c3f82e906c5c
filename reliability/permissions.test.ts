import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bookmarks, comments, watchlistItems } from '@/lib/server/db/schema/community';
import { members } from '@/lib/server/db/schema/members';
import { newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { paymentMethods, subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { nzTaxYearOf } from '@/lib/dates/statement-periods';
import { createAnonymousUser, createVerifiedUser, type EmailUser, expiredIdToken } from '@/__tests__/helpers/firebase-emulator';
import { insertSeedNewsletters } from '@/__tests__/helpers/newsletter-rows';
import { apiRoutePaths, loadApiRoute } from './helpers/api-routes';
import { writeFigures } from './helpers/figures';
import { type InProcessAnswer, invokeInProcess } from './helpers/in-process';
import { giveOwnerObjects, type OwnerObjects } from './helpers/owner-objects';
import { MASS_ASSIGNMENT_FIELDS } from './helpers/request-arbitrary';
import { revokedTokenOf } from './helpers/tokens';

// The permission matrix as data: who may touch the owner's things, through which route. Each cell
// (actor × row) is its own test. A new route that reaches a member's objects is one more row.

type Actor = 'owner' | 'visitor' | 'other member' | 'anonymous user' | "owner's revoked token" | "owner's expired token";
const ACTORS: Actor[] = ['visitor', 'other member', 'anonymous user', "owner's revoked token", "owner's expired token", 'owner'];

interface World {
  owner: EmailUser;
  other: EmailUser;
  objects: OwnerObjects;
  /** The owner's second card: the one a row may delete. */
  spareCardId: string;
  ownerSessionCookie: string;
}

interface Row {
  /** What the row does to which of the owner's objects. */
  name: string;
  route: string;
  method?: 'GET' | 'POST';
  request(world: World): { body?: unknown; search?: string; cookie?: string };
  /** Changes the owner's state when the owner calls it: the owner's cell runs after every other cell. */
  mutates?: boolean;
  /** Ends the caller's own account or sessions: no owner cell (the profile journeys cover the owner). */
  endsCaller?: boolean;
  /** What the owner's own answer shows of theirs, where it is not an id or address `revealsOwner` knows. */
  shows?: (world: World) => string;
}

const ROWS: Row[] = [
  { name: 'list the cards', route: '/api/tsom/payments/payment-methods', request: () => ({}) },
  { name: 'list the subscriptions', route: '/api/tsom/payments/subscriptions', request: () => ({}) },
  { name: 'list the transactions', route: '/api/tsom/payments/list-transactions', request: () => ({}) },
  { name: 'read a receipt', route: '/api/tsom/payments/receipt', request: (w) => ({ body: { txId: w.objects.txId } }) },
  { name: 'download a receipt', route: '/api/tsom/payments/receipt.pdf', method: 'GET', request: (w) => ({ search: `?txId=${w.objects.txId}` }), shows: () => '%PDF-' },
  { name: 'list the statement years', route: '/api/tsom/payments/statement-years', request: () => ({ body: {} }), shows: () => `"taxYears":[${nzTaxYearOf(new Date())}]` },
  { name: 'read a statement', route: '/api/tsom/payments/statement', request: () => ({ body: { period: 'tax-year', year: nzTaxYearOf(new Date()) } }) },
  { name: 'download a statement', route: '/api/tsom/payments/statement.pdf', method: 'GET', request: () => ({ search: `?period=tax-year&year=${nzTaxYearOf(new Date())}` }), shows: () => '%PDF-' },
  { name: 'list the newsletter subscriptions', route: '/api/tsom/newsletters/get-newsletters', request: () => ({}) },
  { name: 'check a newsletter subscription', route: '/api/tsom/newsletters/check-subscription-status', request: (w) => ({ body: { email: w.owner.email, listId: w.objects.listId } }) },
  { name: 'read the member by uid', route: '/api/tsom/members/get-member', request: (w) => ({ search: `?uid=${w.owner.uid}` }) },
  { name: 'read the member by email', route: '/api/tsom/members/get-member', request: (w) => ({ search: `?email=${encodeURIComponent(w.owner.email)}` }) },
  { name: 'read the session', route: '/api/auth/auth', method: 'GET', request: () => ({}) },
  { name: 'sign out the session by uid', route: '/api/auth/signout', request: (w) => ({ body: { uid: w.owner.uid } }) },
  { name: 'rename the member', route: '/api/tsom/members/update-member', request: () => ({ body: { firstName: 'Taken' } }), mutates: true },
  {
    name: 'change the subscription',
    route: '/api/tsom/payments/update-subscription',
    request: (w) => ({ body: { subscriptionId: w.objects.subscriptionId, paymentMethodId: w.objects.cardId, amount: 2_000, billingInterval: 'MONTHLY' } }),
    mutates: true,
  },
  { name: 'delete a card', route: '/api/tsom/payments/delete-payment-method', request: (w) => ({ body: { paymentMethodId: w.spareCardId } }), mutates: true },
  { name: 'unsubscribe a newsletter', route: '/api/tsom/newsletters/unsubscribe-newsletter', request: (w) => ({ body: { email: w.owner.email, listId: w.objects.listId } }), mutates: true },
  { name: 'list the bookmarks', route: '/api/tsom/bookmarks/list', request: () => ({ body: {} }), shows: (w) => `"articleId":${w.objects.articleId},` },
  { name: 'list the watch list', route: '/api/tsom/watchlist/list', request: () => ({ body: {} }) },
  { name: 'mark a show watched', route: '/api/tsom/watchlist/watched', request: (w) => ({ body: { tvShowId: w.objects.tvShowId, watched: true } }), mutates: true },
  { name: 'remove a show from the watch list', route: '/api/tsom/watchlist/remove', request: (w) => ({ body: { tvShowId: w.objects.tvShowId } }), mutates: true },
  { name: 'remove a bookmark', route: '/api/tsom/bookmarks/remove', request: (w) => ({ body: { articleId: w.objects.articleId } }), mutates: true },
  { name: 'edit a comment', route: '/api/tsom/comments/edit', request: (w) => ({ body: { commentId: w.objects.commentId, body: 'Taken over' } }), mutates: true },
  { name: 'delete a comment', route: '/api/tsom/comments/delete', request: (w) => ({ body: { commentId: w.objects.commentId } }), mutates: true },
  { name: 'pause the subscription', route: '/api/tsom/payments/pause-subscription', request: (w) => ({ body: { subscriptionId: w.objects.subscriptionId, months: 2 } }), mutates: true },
  { name: 'resume the subscription', route: '/api/tsom/payments/resume-subscription', request: (w) => ({ body: { subscriptionId: w.objects.subscriptionId } }), mutates: true },
  { name: 'cancel the subscription', route: '/api/tsom/payments/cancel-subscription', request: (w) => ({ body: { subscriptionId: w.objects.subscriptionId } }), mutates: true },
  { name: 'download their data', route: '/api/tsom/members/my-data', method: 'GET', request: () => ({}) },
  { name: 'sign out everywhere', route: '/api/tsom/members/sign-out-everywhere', request: () => ({ body: {} }), endsCaller: true },
  { name: 'delete the account', route: '/api/tsom/members/delete-member', request: () => ({ body: { confirm: 'DELETE MY ACCOUNT' } }), endsCaller: true },
];

/** A valid body for every route that takes one, for the mass-assignment cells; a new body route needs a line here. */
const VALID_BODIES: Record<string, (w: World) => Record<string, unknown>> = {
  '/api/analytics/track-event': () => ({ eventName: 'page_view', eventData: '{}' }),
  '/api/auth/login': (w) => ({ token: w.owner.idToken }),
  '/api/auth/merge-anonymous': (w) => ({ anonymousToken: w.owner.idToken }),
  '/api/auth/signout': () => ({}),
  '/api/desk/staff/invites': (w) => ({ email: w.owner.email, role: 'contributor' }),
  '/api/desk/staff/role': (w) => ({ uid: w.owner.uid, role: 'standard' }),
  '/api/desk/subscriptions/[id]/pause': (w) => ({ memberUid: w.owner.uid, until: null, reason: 'Asked by phone' }),
  '/api/desk/subscriptions/[id]/resume': (w) => ({ memberUid: w.owner.uid }),
  '/api/desk/subscriptions/[id]/cancel': (w) => ({ memberUid: w.owner.uid, reason: 'Asked by phone', when: 'period_end' }),
  '/api/desk/members/[uid]/complimentary': () => ({ endsAt: '2030-01-31', reason: 'Contributor' }),
  // Desk routes: a reader (the owner here) is refused with 403 STAFF_ONLY before anything is read.
  '/api/desk/stories': () => ({ headline: 'A reader’s story' }),
  '/api/desk/stories/[id]': () => ({ revision: 1, headline: 'x', standfirst: '', bodyHtml: '', slug: 'x', categorySlugs: [], tagNames: [], authorSlugs: ['x'], seoTitle: '', seoDescription: '', featureImageId: null }),
  '/api/desk/stories/[id]/publish': () => ({ revision: 1 }),
  '/api/desk/stories/[id]/restore': () => ({ revision: 1, restore: 1 }),
  '/api/desk/stories/[id]/unpublish': () => ({ revision: 1 }),
  '/api/desk/images/[id]': () => ({ alt: 'A kererū on a branch' }),
  '/api/desk/authors': () => ({ name: 'Aroha Ngata', slug: 'aroha-reliability' }),
  '/api/desk/authors/[id]': () => ({ name: 'Aroha Ngata', slug: 'aroha-reliability' }),
  '/api/desk/collections': () => ({ title: 'Kauri', slug: 'kauri-reliability', articleIds: [] }),
  '/api/desk/collections/[id]': () => ({ title: 'Kauri', slug: 'kauri-reliability', articleIds: [] }),
  '/api/desk/collections/home': () => ({ collectionIds: [] }),
  '/api/desk/newsletters': () => ({ listId: 'reliability-list', name: 'Reliability', frequency: 'Weekly' }),
  '/api/desk/newsletters/[listId]': () => ({ name: 'Reliability', frequency: 'Weekly' }),
  '/api/desk/site-pages/[slug]': () => ({ title: 'About us', body: '<p>Kia ora</p>' }),
  '/api/desk/podcasts': () => ({ title: 'The Forest Floor', slug: 'forest-reliability' }),
  '/api/desk/podcasts/[id]': () => ({ title: 'The Forest Floor', slug: 'forest-reliability' }),
  '/api/desk/podcasts/episodes': () => ({ seriesId: 1, title: 'Kauri', slug: 'kauri-episode-reliability', publishedAt: '2026-11-20T05:00:00Z', durationSeconds: 60, audio: { kind: 'hosted', uid: 'reliability-uid' } }),
  '/api/desk/podcasts/episodes/[id]': () => ({ seriesId: 1, title: 'Kauri', slug: 'kauri-episode-reliability', publishedAt: '2026-11-20T05:00:00Z', durationSeconds: 60, audio: { kind: 'hosted', uid: 'reliability-uid' } }),
  '/api/desk/quizzes': () => ({ title: 'Budget quiz', slug: 'quiz-reliability', questions: [{ prompt: 'Who?', choices: ['A', 'B'], answerIndex: 0, explanation: '' }] }),
  '/api/desk/quizzes/[id]': () => ({ title: 'Budget quiz', slug: 'quiz-reliability', questions: [{ prompt: 'Who?', choices: ['A', 'B'], answerIndex: 0, explanation: '' }] }),
  '/api/desk/tv': () => ({ title: 'Tidewater', slug: 'tidewater-reliability', whereToWatch: 'TVNZ+', genre: 'Crime', year: 2026 }),
  '/api/desk/tv/[id]': () => ({ title: 'Tidewater', slug: 'tidewater-reliability', whereToWatch: 'TVNZ+', genre: 'Crime', year: 2026 }),
  '/api/desk/transactions/[txId]/refund': () => ({ amount: 100, reason: 'Reliability', idempotencyKey: 'reliability-refund-key' }),
  '/api/logger': () => ({ message: 'Something broke' }),
  '/api/newsletters/confirm': () => ({ token: 'not-a-real-token' }),
  '/api/newsletters/resubscribe': () => ({ token: 'not-a-real-token' }),
  '/api/test/dated-payment': (w) => ({ at: '2025-06-01T00:00:00Z', payment: { email: w.owner.email, billingInterval: 'ONE_OFF', price: 2_500, amount: 2_500, currency: 'NZD', description: 'Donation' } }),
  '/api/payments/sandbox-challenge': () => ({ intentId: 'pi_sbx_unknown', clientSecret: 'not-a-real-secret', decision: 'complete' }),
  '/api/payments/update-card': () => ({ token: 'not-a-real-token', paymentMethodId: 'pm_card_visa' }),
  '/api/test/member-role': (w) => ({ email: w.owner.email, type: 'standard' }),
  '/api/test/renewal-due': (w) => ({ subscriptionId: w.objects.subscriptionId }),
  '/api/tsom/bookmarks/add': (w) => ({ articleId: w.objects.articleId }),
  '/api/tsom/bookmarks/ids': () => ({}),
  '/api/tsom/bookmarks/list': () => ({}),
  '/api/tsom/bookmarks/remove': (w) => ({ articleId: w.objects.articleId }),
  '/api/tsom/comments/close': (w) => ({ articleId: w.objects.articleId, closed: false }),
  '/api/tsom/comments/create': (w) => ({ articleId: w.objects.articleId, body: 'Kia ora' }),
  '/api/tsom/comments/delete': (w) => ({ commentId: w.objects.commentId }),
  '/api/tsom/comments/dismiss-report': (w) => ({ commentId: w.objects.commentId }),
  '/api/tsom/comments/edit': (w) => ({ commentId: w.objects.commentId, body: 'Edited' }),
  '/api/tsom/comments/hide': (w) => ({ commentId: w.objects.commentId, hidden: false }),
  '/api/tsom/comments/like': (w) => ({ commentId: w.objects.commentId, liked: true }),
  '/api/tsom/comments/list': (w) => ({ articleId: w.objects.articleId }),
  '/api/tsom/comments/my-state': (w) => ({ articleId: w.objects.articleId }),
  '/api/tsom/comments/queue': () => ({}),
  '/api/tsom/comments/report': (w) => ({ commentId: w.objects.commentId }),
  '/api/tsom/members': (w) => ({ email: w.owner.email }),
  '/api/tsom/members/delete-member': () => ({ confirm: 'DELETE MY ACCOUNT' }),
  '/api/tsom/members/get-member-type': (w) => ({ email: w.owner.email }),
  '/api/tsom/members/sign-out-everywhere': () => ({}),
  '/api/tsom/members/update-member': () => ({ firstName: 'Aroha' }),
  '/api/tsom/newsletters/check-subscription-status': (w) => ({ email: w.owner.email, listId: w.objects.listId }),
  '/api/tsom/newsletters/subscribe-newsletter': (w) => ({ email: w.owner.email, listId: w.objects.listId, source: 'profile' }),
  '/api/tsom/newsletters/unsubscribe-newsletter': (w) => ({ email: w.owner.email, listId: w.objects.listId }),
  '/api/tsom/payments': (w) => ({ email: w.owner.email, billingInterval: 'ONE_OFF', price: 2_500, amount: 2_500, currency: 'NZD', description: 'Donation' }),
  '/api/tsom/payments/cancel-subscription': (w) => ({ subscriptionId: w.objects.subscriptionId }),
  '/api/tsom/payments/confirm-payment': (w) => ({ txId: w.objects.txId }),
  '/api/tsom/payments/create-payment-method': () => ({ paymentMethodId: 'pm_card_visa' }),
  '/api/tsom/payments/delete-payment-method': () => ({ paymentMethodId: 'card_unknown' }),
  '/api/tsom/payments/pause-subscription': (w) => ({ subscriptionId: w.objects.subscriptionId, months: 1 }),
  '/api/tsom/payments/receipt': (w) => ({ txId: w.objects.txId }),
  '/api/tsom/payments/resume-subscription': (w) => ({ subscriptionId: w.objects.subscriptionId }),
  '/api/tsom/payments/sandbox-card': () => ({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }),
  '/api/tsom/payments/statement': () => ({ period: 'tax-year', year: 2026 }),
  '/api/tsom/payments/update-subscription': (w) => ({ subscriptionId: w.objects.subscriptionId, paymentMethodId: w.objects.cardId, amount: 1_000, billingInterval: 'MONTHLY' }),
  '/api/tsom/podcast-positions/get': () => ({ episodeUid: 'reliability-episode' }),
  '/api/tsom/podcast-positions/save': () => ({ episodeUid: 'reliability-episode', positionSeconds: 30, savedAt: Date.now() }),
  '/api/tsom/reading-history/answer': () => ({ answer: 'no' }),
  '/api/tsom/reading-history/clear': () => ({}),
  '/api/tsom/reading-history/counting': () => ({ counting: true }),
  '/api/tsom/reading-history/get': () => ({}),
  '/api/tsom/reading-history/merge': () => ({ history: { daily: [], weekly: [], articlesByWeek: {} } }),
  '/api/tsom/reading-history/record': () => ({ slug: 'a-story', categories: ['news'], authors: [], tags: [] }),
  '/api/tsom/watchlist/add': (w) => ({ tvShowId: w.objects.tvShowId }),
  '/api/tsom/watchlist/list': () => ({}),
  '/api/tsom/watchlist/remove': (w) => ({ tvShowId: w.objects.tvShowId }),
  '/api/tsom/watchlist/watched': (w) => ({ tvShowId: w.objects.tvShowId, watched: true }),
};

const routes = apiRoutePaths();
const handlers = new Map<string, Awaited<ReturnType<typeof loadApiRoute>>>();
let world: World;
const tokens = new Map<Actor, string | undefined>();
const tally = { passed: 0, total: 0, massPassed: 0, massTotal: 0 };

async function call(route: string, actor: Actor, request: { body?: unknown; search?: string; cookie?: string }, method = 'POST'): Promise<InProcessAnswer> {
  resetRateLimits();
  const handler = handlers.get(route) ?? (await loadApiRoute(routes.find((r) => r.urlPath === route)!));
  handlers.set(route, handler);
  const token = tokens.get(actor);
  return invokeInProcess(handler.handler, {
    method,
    url: `${route}${request.search ?? ''}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.cookie ? { cookie: `__session=${request.cookie}` } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/**
 * The owner's things as stored: member row, cards, subscriptions, transactions, newsletter,
 * bookmark, watch-list and comment rows (read from the database: through the routes each look would cost an emulator round trip),
 * and whether the owner's browser session still stands.
 */
async function ownerView(): Promise<string> {
  const db = await getDb();
  const uid = world.owner.uid;
  const [member, cards, plans, payments, lists, saved, watching, written] = await Promise.all([
    db.select().from(members).where(eq(members.uid, uid)),
    db.select().from(paymentMethods).where(eq(paymentMethods.memberUid, uid)),
    db.select().from(subscriptions).where(eq(subscriptions.memberUid, uid)),
    db.select().from(transactions).where(eq(transactions.memberUid, uid)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, world.owner.email)),
    db.select().from(bookmarks).where(eq(bookmarks.memberUid, uid)),
    db.select().from(watchlistItems).where(eq(watchlistItems.memberUid, uid)),
    db.select().from(comments).where(eq(comments.memberUid, uid)),
  ]);
  const session = await call('/api/auth/auth', 'visitor', { cookie: world.ownerSessionCookie }, 'GET');
  // The custom token differs on every call; whether the session still stands does not.
  const sessionStatus = (JSON.parse(session.text) as { data?: { status?: string } }).data?.status ?? `status ${session.status}`;
  return JSON.stringify([member, cards, plans, payments, lists, saved, watching, written, sessionStatus]);
}

const revealsOwner = (text: string) =>
  [world.objects.subscriptionId, world.objects.txId, world.objects.cardId, world.owner.email, world.owner.uid].some((secret) => text.includes(secret));

beforeAll(async () => {
  await insertSeedNewsletters();
  const [owner, other, anonymous] = await Promise.all([createVerifiedUser(), createVerifiedUser(), createAnonymousUser()]);
  await giveOwnerObjects(other);
  const objects = await giveOwnerObjects(owner);
  const spare = await invokeInProcess((await loadApiRoute(routes.find((r) => r.urlPath === '/api/tsom/payments/create-payment-method')!)).handler, {
    method: 'POST',
    url: '/api/tsom/payments/create-payment-method',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.idToken}` },
    body: JSON.stringify({ paymentMethodId: 'pm_card_amex' }),
  });
  const login = await invokeInProcess((await loadApiRoute(routes.find((r) => r.urlPath === '/api/auth/login')!)).handler, {
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: owner.idToken }),
  });
  const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('__session='));
  world = {
    owner,
    other,
    objects,
    spareCardId: (JSON.parse(spare.text) as { data: { paymentMethodId: string } }).data.paymentMethodId,
    ownerSessionCookie: decodeURIComponent(setCookie?.split(';')[0]?.slice('__session='.length) ?? ''),
  };
  expect(world.ownerSessionCookie).not.toBe('');
  tokens.set('visitor', undefined);
  tokens.set('owner', owner.idToken);
  tokens.set('other member', other.idToken);
  tokens.set('anonymous user', anonymous.idToken);
  tokens.set("owner's expired token", expiredIdToken(owner.uid, owner.email));
  tokens.set("owner's revoked token", await revokedTokenOf(owner));
});

afterAll(() => {
  writeFigures('permissions', [
    ['matrix cells passing/total', `${tally.passed}/${tally.total}`],
    ['mass-assignment cells passing/total', `${tally.massPassed}/${tally.massTotal}`],
    ['actors', String(ACTORS.length)],
    ['rows (route × owner object)', String(ROWS.length)],
  ]);
});

/** A cell passes when an outsider is refused or shown nothing of the owner's, and the owner's things are as they were. */
async function outsiderCell(row: Row, actor: Actor): Promise<void> {
  const before = await ownerView();
  const answer = await call(row.route, actor, row.request(world), row.method);
  expect(answer.status).toBeLessThan(500);
  const refused = [401, 403, 404].includes(answer.status);
  if (!refused) expect({ status: answer.status, revealsOwner: revealsOwner(answer.text) }).toEqual({ status: expect.any(Number), revealsOwner: false });
  if (actor === 'visitor' || actor.startsWith("owner's")) {
    // No valid credential at all: nothing but a 401 (the session read and sign-out answer everyone, and reveal nothing).
    if (!['/api/auth/auth', '/api/auth/signout'].includes(row.route)) expect(answer.status).toBe(401);
  }
  expect(await ownerView()).toBe(before);
}

async function ownerCell(row: Row): Promise<void> {
  const answer = await call(row.route, 'owner', row.request(world), row.method);
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(300);
  if (row.shows) expect(answer.text).toContain(row.shows(world));
  else if (!row.mutates && !['/api/auth/auth', '/api/auth/signout'].includes(row.route)) expect(revealsOwner(answer.text)).toBe(true);
}

const counted = (fn: () => Promise<void>, mass = false) => async () => {
  if (mass) tally.massTotal++;
  else tally.total++;
  await fn();
  if (mass) tally.massPassed++;
  else tally.passed++;
};

// Outsiders first (the owner's things must still be there to be protected), then the owner's own
// reads, then the owner's changes, in an order that leaves each next one something to change.
describe.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
  it.each(ACTORS.filter((actor) => actor !== 'owner'))(`${row.route}: %s gets nothing of the owner's`, (actor) => counted(() => outsiderCell(row, actor))());
});

describe.each(ROWS.filter((row) => !row.endsCaller).map((row) => [row.name, row] as const))('%s', (_name, row) => {
  it(`${row.route}: the owner may`, counted(() => ownerCell(row)));
});

const bodyRoutes = Object.keys(VALID_BODIES).sort();

it('has a valid body for every route that takes one', async () => {
  const withBodies: string[] = [];
  for (const route of routes) {
    const loaded = await loadApiRoute(route);
    if (Object.values(loaded.methods ?? {}).some((spec) => spec?.body)) withBodies.push(route.urlPath);
  }
  expect(withBodies.sort()).toEqual(bodyRoutes);
});

describe.each(bodyRoutes.map((route) => [route] as const))('mass assignment: %s', (route) => {
  it.each([...MASS_ASSIGNMENT_FIELDS.slice(0, 6)])('refuses or ignores a body that sets %s', (field) =>
    counted(async () => {
      // The owner sends it (outsiders have signed out or deleted themselves in the rows above).
      const body = { ...VALID_BODIES[route]!(world), [field]: field === 'type' || field === 'role' ? 'admin' : world.other.uid };
      const answer = await call(route, 'owner', { body });
      expect(answer.status).toBeLessThan(500);
      // Refused outright (every body schema is strict), or taken without the field meaning anything.
      if (answer.status === 400) expect(JSON.parse(answer.text).error.code).toBe('VALIDATION_FAILED');
      else expect({ admin: answer.text.includes('admin'), otherUid: answer.text.includes(world.other.uid) }).toEqual({ admin: false, otherUid: false });
    }, true)(),
  );
});
