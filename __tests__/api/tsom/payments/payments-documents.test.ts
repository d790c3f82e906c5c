import receiptPdf from '@/pages/api/tsom/payments/receipt.pdf';
import statementRoute from '@/pages/api/tsom/payments/statement';
import statementPdf from '@/pages/api/tsom/payments/statement.pdf';
import statementYears from '@/pages/api/tsom/payments/statement-years';
import createMember from '@/pages/api/tsom/members/index';
import loginHandler from '@/pages/api/auth/login';
import signoutHandler from '@/pages/api/auth/signout';
import { getConfig } from '@/lib/server/config';
import { createServices } from '@/lib/server/container';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, expectRefused, get, post } from '../../../helpers/api-call';
import { createAnonymousUser, createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { PaymentRequest } from '@/lib/schemas/payments';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';
import { pdfText } from '../../../helpers/pdf-text';
import { serveRoute } from '../../../helpers/route-server';
import { cookieHeader, sessionSetCookie } from '../../../helpers/session-cookies';

// A charity registered for GST (decision 220): its receipts are donation receipts with no GST.
process.env.CHARITY_NUMBER = 'CC12345';
process.env.GST_NUMBER = '49-091-850';
process.env.LEGAL_NAME = 'Pānui Charitable Trust';
process.env.LEGAL_ADDRESS = '12 Cuba Street, Te Aro, Wellington 6011';
process.env.RECEIPT_SIGNATORY = 'Hine Walker, Treasurer';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let payments: Awaited<ReturnType<typeof servePaymentRoutes>>;
let routes: Record<'receiptPdf' | 'statement' | 'statementPdf' | 'statementYears', Server>;
let alice: EmailUser;
let bob: EmailUser;

/** A sandbox gift made through the payment service as if at `at` (UTC): gifts in past tax years. */
async function giveAt(user: EmailUser, at: string, amount: number, description = 'Donation', fields: Record<string, unknown> = {}): Promise<string> {
  const services = createServices({ db: await getDb(), config: getConfig(), clock: () => new Date(at) });
  const caller = { uid: user.uid, email: user.email, emailVerified: false, isAnonymous: false };
  const result = await services.payments.createPayment(caller, PaymentRequest.parse(paymentRequest({ amount, price: amount, description, ...fields })));
  return result.transaction.txId;
}

const getPdf = (server: Server, search: string, headers: Record<string, string> = {}) => fetch(`${server.url}/${search}`, { headers });

beforeAll(async () => {
  payments = await servePaymentRoutes();
  const [receiptServer, statementServer, statementPdfServer, yearsServer] = await Promise.all([serveRoute(receiptPdf), serveRoute(statementRoute), serveRoute(statementPdf), serveRoute(statementYears)]);
  routes = { receiptPdf: receiptServer, statement: statementServer, statementPdf: statementPdfServer, statementYears: yearsServer };
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
  const members = await serveRoute(createMember);
  await post(members.url, { email: alice.email, firstName: 'Aroha', lastName: 'Tāne' }, bearer(alice.idToken));
  await post(members.url, { email: bob.email, firstName: 'Bob', lastName: 'Smith' }, bearer(bob.idToken));
  await members.close();
});
afterAll(() => Promise.all([payments.close(), ...Object.values(routes).map((server) => server.close())]));
beforeEach(() => resetRateLimits());

describe('GET /api/tsom/payments/receipt.pdf', () => {
  it('streams the caller’s own donation receipt as a PDF download, with what Inland Revenue looks for', async () => {
    const paid = await payments.call('', paymentRequest({ amount: 4_000, price: 4_000, description: 'Donation to the newsroom' }), alice.idToken);
    const txId: string = paid.json.data.transaction.txId;
    const res = await getPdf(routes.receiptPdf, `?txId=${txId}`, bearer(alice.idToken));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="donation-receipt-${txId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Streamed: no length known up front.
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const pdf = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.title).toBe(`Donation receipt ${txId}`);
    for (const words of [
      'Donation receipt',
      'Pānui Charitable Trust',
      'Registered charity CC12345 (Charities Services)',
      'IRD and GST number 49-091-850',
      'Aroha Tāne',
      '$40.00 NZD',
      txId,
      'No goods or services were received in return for it.',
      'Authorised by Hine Walker, Treasurer, for Pānui Charitable Trust',
    ]) {
      expect(pdf.text).toContain(words);
    }
    expect(pdf.text).toMatch(/Date \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (am|pm) NZ time/);
    expect(pdf.text).toContain('A donation is not a payment for goods or services, so it includes no GST.');
  });

  it('answers 404 for another member’s payment and for a failed one, 400 for a bad id, 401 signed out or expired', async () => {
    const theirs = await payments.call('', paymentRequest(), bob.idToken);
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=${theirs.json.data.transaction.txId}`, bearer(alice.idToken)), 404, 'NOT_FOUND');
    const failed = await payments.call('', paymentRequest({ paymentMethodId: 'pm_card_visa_chargeDeclined' }), alice.idToken);
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=${failed.json.error.details.txId}`, bearer(alice.idToken)), 404, 'NOT_FOUND');
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=nope`, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=tx_1&extra=1`, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=${theirs.json.data.transaction.txId}`), 401, 'AUTH_REQUIRED');
    expectRefused(await get(`${routes.receiptPdf.url}/?txId=tx_1`, bearer(expiredIdToken(alice.uid, alice.email))), 401, 'AUTH_EXPIRED');
    const refused = await fetch(`${routes.receiptPdf.url}/?txId=tx_1`, { method: 'POST', headers: bearer(alice.idToken) });
    expect(refused.status).toBe(405);
  });

  it('opens from a plain link with the session cookie, and not once that session is signed out', async () => {
    const paid = await payments.call('', paymentRequest(), alice.idToken);
    const txId: string = paid.json.data.transaction.txId;
    const [login, signout] = await Promise.all([serveRoute(loginHandler), serveRoute(signoutHandler)]);
    try {
      const session = sessionSetCookie((await fetch(login.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: alice.idToken }) })).headers);
      expect(session).not.toBeNull();
      const opened = await getPdf(routes.receiptPdf, `?txId=${txId}`, cookieHeader(session!.value));
      expect({ status: opened.status, type: opened.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
      // The cookie is the caller: Bob's payment is still not hers.
      const bobs = await payments.call('', paymentRequest(), bob.idToken);
      expectRefused(await get(`${routes.receiptPdf.url}/?txId=${bobs.json.data.transaction.txId}`, cookieHeader(session!.value)), 404, 'NOT_FOUND');
      await fetch(signout.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...cookieHeader(session!.value) }, body: '{}' });
      expectRefused(await get(`${routes.receiptPdf.url}/?txId=${txId}`, cookieHeader(session!.value)), 401, 'AUTH_REVOKED');
      expectRefused(await get(`${routes.receiptPdf.url}/?txId=${txId}`, cookieHeader('not-a-session')), 401, 'AUTH_INVALID');
    } finally {
      await Promise.all([login.close(), signout.close()]);
    }
  });

  it('serves an anonymous donor’s own receipt through their token', async () => {
    const visitor = await createAnonymousUser();
    const paid = await payments.call('', paymentRequest({ email: 'visitor@example.nz' }), visitor.idToken);
    const res = await getPdf(routes.receiptPdf, `?txId=${paid.json.data.transaction.txId}`, bearer(visitor.idToken));
    expect(res.status).toBe(200);
  });
});

describe('statements: POST statement-years, POST statement, GET statement.pdf', () => {
  let carol: EmailUser;
  const gifts: Record<string, string> = {};

  beforeAll(async () => {
    carol = await createEmailUser();
    const members = await serveRoute(createMember);
    await post(members.url, { email: carol.email, firstName: 'Carol', lastName: 'Ngata' }, bearer(carol.idToken));
    await members.close();
    // Around the 2026 tax year (1 April 2025 00:00 NZDT = 2025-03-31T11:00Z, to 1 April 2026 00:00 NZDT = 2026-03-31T11:00Z).
    gifts.before = await giveAt(carol, '2025-03-31T10:59:00Z', 1_100, 'Gift on 31 March 2025, 11:59 pm');
    gifts.first = await giveAt(carol, '2025-03-31T11:00:00Z', 2_000, 'Gift on 1 April 2025, midnight');
    gifts.winter = await giveAt(carol, '2025-07-15T02:00:00Z', 5_000, 'Winter gift');
    gifts.last = await giveAt(carol, '2026-03-31T10:59:00Z', 3_000, 'Gift on 31 March 2026, 11:59 pm');
    gifts.after = await giveAt(carol, '2026-03-31T11:00:00Z', 1_700, 'Gift on 1 April 2026, midnight');
    // A declined card took no money: no line on any statement.
    await expect(giveAt(carol, '2025-09-01T00:00:00Z', 9_900, 'Declined', { paymentMethodId: 'pm_card_visa_chargeDeclined' })).rejects.toMatchObject({ code: 'CARD_DECLINED' });
    // Someone else's gift in the same year is never on Carol's statement.
    await giveAt(bob, '2025-08-01T00:00:00Z', 7_700, 'Bob’s gift');
  });

  it('lists the years Carol gave in, tax years and calendar years, newest first', async () => {
    const res = await post(routes.statementYears.url, {}, bearer(carol.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ taxYears: [2027, 2026, 2025], calendarYears: [2026, 2025] });
  });

  it('a tax-year statement lists exactly the gifts from 1 April 00:00 to 31 March 23:59 NZ time, with the total donated', async () => {
    const res = await post(routes.statement.url, { period: 'tax-year', year: 2026 }, bearer(carol.idToken));
    expect(res.status).toBe(200);
    const statement = res.json.data;
    expect(statement.entries.map((entry: { txId: string }) => entry.txId)).toEqual([gifts.first, gifts.winter, gifts.last]);
    expect(statement).toMatchObject({
      kind: 'donation-receipt',
      title: 'Donation receipt for the 2026 tax year',
      dates: '1 April 2025 to 31 March 2026 (New Zealand time)',
      donor: { name: 'Carol Ngata', email: carol.email },
      totals: { kept: '$100.00', keptCents: 10_000, refunded: '$0.00', gst: null },
    });
    expect(statement.entries.map((entry: { date: string }) => entry.date)).toEqual(['1 April 2025', '15 July 2025', '31 March 2026']);
  });

  it('the PDF says the same: donor, period, each gift, the total, and the charity’s wording', async () => {
    const res = await getPdf(routes.statementPdf, '?period=tax-year&year=2026', bearer(carol.idToken));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-tax-year-2026.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const words of ['Donation receipt for the 2026 tax year', 'Carol Ngata', '1 April 2025 to 31 March 2026', 'Registered charity CC12345', 'Total donated: $100.00 NZD', 'no goods or services were received in return']) {
      expect(text).toContain(words);
    }
    for (const id of [gifts.first, gifts.winter, gifts.last]) expect(text).toContain(id);
    for (const id of [gifts.before, gifts.after]) expect(text).not.toContain(id);
    expect(text).not.toContain('Bob');
    expect(text).not.toContain('$77.00');
  });

  it('a calendar year runs 1 January to 31 December NZ time', async () => {
    const res = await post(routes.statement.url, { period: 'calendar-year', year: 2025 }, bearer(carol.idToken));
    expect(res.json.data.entries.map((entry: { txId: string }) => entry.txId)).toEqual([gifts.before, gifts.first, gifts.winter]);
    expect(res.json.data.notes.join(' ')).toMatch(/claim a donation tax credit with the tax-year statement/);
  });

  it('answers a year without gifts with an empty statement, and only ever the caller’s own', async () => {
    const empty = await post(routes.statement.url, { period: 'tax-year', year: 2024 }, bearer(carol.idToken));
    expect(empty.json.data.entries).toEqual([]);
    const bobs = await post(routes.statement.url, { period: 'tax-year', year: 2026 }, bearer(bob.idToken));
    expect(bobs.json.data.entries.map((entry: { description: string }) => entry.description)).toEqual(['Bob’s gift']);
  });

  it('refuses a bad period or year with 400 and a missing token with 401', async () => {
    expectRefused(await post(routes.statement.url, { period: 'month', year: 2026 }, bearer(carol.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await post(routes.statement.url, { period: 'tax-year', year: 1999 }, bearer(carol.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await post(routes.statement.url, { period: 'tax-year', year: 2026, uid: bob.uid }, bearer(carol.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await post(routes.statement.url, { period: 'tax-year', year: 2026 }), 401, 'AUTH_REQUIRED');
    expectRefused(await post(routes.statementYears.url, {}), 401, 'AUTH_REQUIRED');
    expectRefused(await get(`${routes.statementPdf.url}/?period=tax-year&year=20x6`, bearer(carol.idToken)), 400, 'VALIDATION_FAILED');
    expectRefused(await get(`${routes.statementPdf.url}/?period=tax-year&year=2026`), 401, 'AUTH_REQUIRED');
  });
});
