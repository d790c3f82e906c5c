import { log } from '@/lib/server/observability/logger';
import { observeRequest } from '@/lib/server/observability/request-context';
import { scrubText } from '@/lib/server/observability/log-redaction';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { captureLogs } from '../../../helpers/captured-logs';

// What a careless line could write about a payment and a sign-in, and what must never reach the log.
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1aWQtYXJvaGEiLCJlbWFpbCI6ImFyb2hhQGV4YW1wbGUubnoifQ.c2lnbmF0dXJlLWJ5dGVz';
const SESSION_COOKIE = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1aWQtYXJvaGEifQ.c2Vzc2lvbi1jb29raWU';
const EMAIL = 'aroha.tane@example.nz';
const CARD = '4242424242424242';
const SPACED_CARD = '4000 0566 5566 5556';
const CVC = '737';
const PAYMENT_METHOD = 'pm_sbx_visa_4242_12_2030';
const STRIPE_KEY = 'sk_live_51Hxyzabcdefghijklmnop';
const PASSWORD = 'correct horse battery staple';

const SECRETS = [ID_TOKEN, SESSION_COOKIE, EMAIL, CARD, SPACED_CARD, PAYMENT_METHOD, STRIPE_KEY, PASSWORD, 'c2lnbmF0dXJl'];

// A request's context as the custom server opens it, without a socket.
function fakeExchange(): { req: IncomingMessage; res: ServerResponse } {
  const res = Object.assign(new EventEmitter(), { headersSent: false, setHeader: () => undefined, writableFinished: true, statusCode: 200 });
  return { req: { headers: {}, method: 'POST', url: '/api/tsom/payments' } as unknown as IncomingMessage, res: res as unknown as ServerResponse };
}

test('a logged payment request and sign-in keep no token, address, card number, CVC, key or password', () => {
  const logs = captureLogs('trace');
  const { req, res } = fakeExchange();
  observeRequest(req, res, () => {
    log().info(
      {
        req: { method: 'POST', url: '/api/tsom/payments', headers: { authorization: `Bearer ${ID_TOKEN}`, cookie: `__session=${SESSION_COOKIE}`, 'x-idempotency-key': 'key-1' } },
        body: { email: EMAIL, billingInterval: 'ONE_OFF', amount: 2_500, currency: 'NZD', paymentMethodId: PAYMENT_METHOD, metadata: { placement: 'ONSITE' } },
        sandboxCard: { number: SPACED_CARD, expMonth: 12, expYear: 2030, cvc: CVC },
      },
      `payment of $25 by ${EMAIL} with card ${CARD}`,
    );
    log().error({ err: new Error(`Stripe: customer ${EMAIL} cannot use ${CARD} (key ${STRIPE_KEY})`), amount: 2_500 }, 'charge failed');
    log().info({ body: { token: ID_TOKEN }, caller: { uid: 'uid-aroha', email: EMAIL }, res: { headers: { 'set-cookie': [`__session=${SESSION_COOKIE}; HttpOnly`] } } }, 'signed in');
    log().warn({ attempt: { email: EMAIL, password: PASSWORD } }, `sign-in refused for ${EMAIL}: Bearer ${ID_TOKEN}`);
  });
  logs.stop();

  const text = logs.text();
  for (const secret of SECRETS) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  // The lines still say what happened, to whom (by uid) and for how much, under the request's id.
  const lines = logs.lines();
  expect(lines.map((line) => line.msg)).toEqual(['payment of $25 by [email] with card [card number]', 'charge failed', 'signed in', 'sign-in refused for [email]: Bearer [token]']);
  expect(new Set(lines.map((line) => line.requestId)).size).toBe(1);
  expect(lines[0]).toMatchObject({ body: { amount: 2_500, email: '[redacted]', paymentMethodId: '[redacted]' }, sandboxCard: { number: '[redacted]', cvc: '[redacted]', expYear: 2030 } });
  expect(lines[1]).toMatchObject({ amount: 2_500, err: { message: 'Stripe: customer [email] cannot use [card number] (key [redacted])' } });
  expect(lines[2]).toMatchObject({ caller: { uid: 'uid-aroha', email: '[redacted]' }, body: { token: '[redacted]' } });
});

test('free text loses addresses, card numbers, tokens and keys, and keeps numbers that are not cards', () => {
  expect(scrubText(`${EMAIL} paid with ${SPACED_CARD} at 1795714737953, order 1234567890123`)).toBe('[email] paid with [card number] at 1795714737953, order 1234567890123');
  expect(scrubText(`Authorization: Bearer abc.def-ghi and whsec_abc123 and ${ID_TOKEN}`)).toBe('Authorization: Bearer [redacted] and [redacted] and [token]');
});
