import type { IncomingMessage, ServerResponse } from 'node:http';
import sandboxChallenge from '@/pages/api/payments/sandbox-challenge';
import updateCard from '@/pages/api/payments/update-card';
import cancelSubscription from '@/pages/api/tsom/payments/cancel-subscription';
import confirmPayment from '@/pages/api/tsom/payments/confirm-payment';
import createPaymentMethod from '@/pages/api/tsom/payments/create-payment-method';
import deletePaymentMethod from '@/pages/api/tsom/payments/delete-payment-method';
import payments from '@/pages/api/tsom/payments/index';
import listTransactions from '@/pages/api/tsom/payments/list-transactions';
import paymentMethods from '@/pages/api/tsom/payments/payment-methods';
import pauseSubscription from '@/pages/api/tsom/payments/pause-subscription';
import receipt from '@/pages/api/tsom/payments/receipt';
import resumeSubscription from '@/pages/api/tsom/payments/resume-subscription';
import sandboxCard from '@/pages/api/tsom/payments/sandbox-card';
import subscriptions from '@/pages/api/tsom/payments/subscriptions';
import updateSubscription from '@/pages/api/tsom/payments/update-subscription';
import stripeWebhook from '@/pages/api/webhooks/stripe';
import { type Answer, bearer, post } from './api-call';
import { serveRoute } from './route-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTES: Record<string, Handler> = {
  '/api/tsom/payments': payments,
  '/api/tsom/payments/create-payment-method': createPaymentMethod,
  '/api/tsom/payments/delete-payment-method': deletePaymentMethod,
  '/api/tsom/payments/payment-methods': paymentMethods,
  '/api/tsom/payments/subscriptions': subscriptions,
  '/api/tsom/payments/update-subscription': updateSubscription,
  '/api/tsom/payments/list-transactions': listTransactions,
  '/api/tsom/payments/cancel-subscription': cancelSubscription,
  '/api/tsom/payments/pause-subscription': pauseSubscription,
  '/api/tsom/payments/resume-subscription': resumeSubscription,
  '/api/tsom/payments/receipt': receipt,
  '/api/tsom/payments/sandbox-card': sandboxCard,
  '/api/tsom/payments/confirm-payment': confirmPayment,
  '/api/payments/sandbox-challenge': sandboxChallenge,
  '/api/payments/update-card': updateCard,
  '/api/webhooks/stripe': stripeWebhook,
};

/** Every payments route on one local server, routed by path as Next would. */
export async function servePaymentRoutes() {
  const server = await serveRoute((req, res) => {
    const handler = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.end('{}');
  });
  const call = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> =>
    post(`${server.url}/api/tsom/payments${path}`, body, { ...bearer(token), ...headers });
  /** A route outside /api/tsom/payments (the sandbox's bank, the update-card link). */
  const callPath = (path: string, body: unknown, token?: string): Promise<Answer> => post(`${server.url}${path}`, body, bearer(token));
  return { ...server, call, callPath };
}

/** SPEC §3's payment request, with the fields a test changes. */
export const paymentRequest = (fields: Record<string, unknown> = {}) => ({
  email: 'donor@example.nz',
  billingInterval: 'ONE_OFF',
  price: 2_500,
  amount: 2_500,
  currency: 'NZD',
  description: 'Donation',
  metadata: { source: 'test' },
  paymentMethodId: 'pm_card_visa',
  ...fields,
});
