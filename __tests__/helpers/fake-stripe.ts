import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';

const API = 'https://api.stripe.com/v1';

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

type StripeObject = Record<string, unknown> & { id: string };

// Stripe's test payment methods and how a charge with each ends (docs.stripe.com/testing).
const CARDS: Record<string, { brand: string; last4: string; decline?: { code: string; decline_code: string }; needsAction?: boolean }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', decline_code: 'generic_decline' } },
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: { code: 'card_declined', decline_code: 'insufficient_funds' } },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', decline: { code: 'expired_card', decline_code: 'expired_card' } },
  // Not a Stripe id: a card this fake saves, then asks 3-D Secure for on every charge.
  pm_fake_requiresActionOnCharge: { brand: 'visa', last4: '3184', needsAction: true },
};

const paymentMethod = (id: string) => {
  const card = CARDS[id];
  return card && { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 } };
};

const cardError = (card: (typeof CARDS)[string], paymentIntent?: StripeObject) =>
  HttpResponse.json(
    { error: { type: 'card_error', code: card.decline!.code, decline_code: card.decline!.decline_code, message: 'Your card was declined.', ...(paymentIntent ? { payment_intent: paymentIntent } : {}) } },
    { status: 402 },
  );

const notFound = (what: string) => HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }, { status: 404 });

/**
 * Stripe's API as far as the provider uses it, in memory, behind msw: every request is recorded
 * (so tests check shapes) and, like Stripe, a repeated idempotency key answers the first response.
 */
export function createFakeStripe() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, StripeObject>();
  /** What each PaymentIntent took and has given back, for refunds (cents). */
  const intents = new Map<string, { amount: number; refunded: number }>();
  /** The card each paid PaymentIntent took its money from. */
  const intentCards = new Map<string, string | null>();
  const paidIntent = (id: string, amount: number, paymentMethod: string | null) => {
    intents.set(id, { amount, refunded: 0 });
    intentCards.set(id, paymentMethod);
  };
  /** The PaymentIntents of each invoice's payment attempts: paid, or open (waiting for 3-D Secure). */
  const invoicePayments = new Map<string, { intent: string; status: 'open' | 'paid' }[]>();
  /** Renewal invoices (failRenewal), by id; a subscription's first invoice is only its id. */
  const invoices = new Map<string, StripeObject & { status: string; amount_due: number; amount_paid: number; subscription: string }>();
  const replies = new Map<string, { status: number; body: unknown }>();
  /** The invoice each renewal PaymentIntent pays. */
  const intentInvoices = new Map<string, string>();
  /** An invoice paid: its subscription is active again, as at Stripe. */
  const markPaid = (invoice: StripeObject & { status: string; amount_due: number; amount_paid: number; subscription: string }) => {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions = { paid_at: now() };
    const subscription = subscriptions.get(invoice.subscription);
    if (subscription) subscription.status = 'active';
    return invoice;
  };
  /** PaymentIntents waiting for 3-D Secure (or failed it), as the browser's Stripe.js would leave them. */
  const paymentIntents = new Map<string, Record<string, unknown> & { id: string; amount: number }>();
  let products = 0;
  // Unique across runs and test files: on Postgres they share one database.
  const run = randomUUID().slice(0, 8);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${run}${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  const subscriptionObject = (form: URLSearchParams, id = nextId('sub')): StripeObject => {
    const interval = form.get('items[0][price_data][recurring][interval]') ?? 'month';
    const start = now();
    const trialEnd = form.get('trial_end');
    const end = trialEnd ? Number(trialEnd) : start + (interval === 'month' ? 30 : 365) * 86_400;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const invoice = trialEnd ? null : nextId('in');
    if (invoice) {
      const intent = nextId('pi');
      paidIntent(intent, Number(form.get('items[0][price_data][unit_amount]')), form.get('default_payment_method'));
      invoicePayments.set(invoice, [{ intent, status: 'paid' }]);
    }
    return {
      id,
      object: 'subscription',
      customer: form.get('customer'),
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      default_payment_method: form.get('default_payment_method'),
      metadata,
      latest_invoice: invoice,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: end,
            price: {
              id: nextId('price'),
              object: 'price',
              // A plan made in the dashboard is for the donation product unless a test names another.
              product: form.get('items[0][price_data][product]') ?? 'panui_donation',
              unit_amount: Number(form.get('items[0][price_data][unit_amount]')),
              recurring: { interval },
            },
          },
        ],
      },
    };
  };

  /** Records the call and answers it once per idempotency key, as Stripe does. */
  const handle = (method: 'get' | 'post' | 'delete', path: string, answer: (form: URLSearchParams, params: Record<string, string>) => Response | Promise<Response>) =>
    http[method](`${API}${path}`, async ({ request, params }) => {
      const form = new URLSearchParams(method === 'post' ? await request.text() : new URL(request.url).search);
      const idempotencyKey = request.headers.get('idempotency-key');
      const url = new URL(request.url).pathname.replace('/v1', '');
      calls.push({ method: method.toUpperCase(), path: url, form, idempotencyKey });
      const replayKey = idempotencyKey && method === 'post' ? `${url} ${idempotencyKey}` : null;
      const earlier = replayKey ? replies.get(replayKey) : undefined;
      if (earlier) return HttpResponse.json(earlier.body as object, { status: earlier.status });
      const response = await answer(form, params as Record<string, string>);
      if (replayKey) replies.set(replayKey, { status: response.status, body: await response.clone().json() });
      return response;
    });

  const handlers = [
    handle('post', '/customers', (form) => HttpResponse.json({ id: `cus_${form.get('metadata[uid]')}`, object: 'customer' })),
    handle('post', '/setup_intents', (form) => {
      const method = paymentMethod(form.get('payment_method') ?? '');
      if (!method) return notFound('PaymentMethod');
      return HttpResponse.json({ id: nextId('seti'), object: 'setup_intent', status: 'succeeded', payment_method: method });
    }),
    handle('post', '/payment_methods/:id/attach', (form, params) => {
      const method = paymentMethod(params.id ?? '');
      return method ? HttpResponse.json({ ...method, customer: form.get('customer') }) : notFound('PaymentMethod');
    }),
    handle('post', '/payment_methods/:id/detach', (_form, params) => HttpResponse.json({ ...paymentMethod(params.id ?? ''), customer: null })),
    handle('post', '/payment_intents', (form) => {
      const card = CARDS[form.get('payment_method') ?? ''];
      if (!card) return notFound('PaymentMethod');
      const status = card.decline ? 'requires_payment_method' : card.needsAction ? 'requires_action' : 'succeeded';
      const id = nextId('pi');
      const intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: 'nzd', status, client_secret: `${id}_secret_fake`, last_payment_error: null, payment_method: form.get('payment_method') };
      if (status === 'succeeded') paidIntent(intent.id, intent.amount, form.get('payment_method'));
      else paymentIntents.set(intent.id, intent);
      return card.decline ? cardError(card, intent) : HttpResponse.json(intent);
    }),
    handle('post', '/payment_intents/:id/cancel', (_form, params) => HttpResponse.json({ id: params.id, object: 'payment_intent', status: 'canceled' })),
    handle('get', '/payment_intents/:id', (_form, params) => {
      const waiting = paymentIntents.get(params.id ?? '');
      if (waiting) return HttpResponse.json(waiting);
      const paid = intents.get(params.id ?? '');
      return paid ? HttpResponse.json({ id: params.id, object: 'payment_intent', amount: paid.amount, status: 'succeeded', payment_method: intentCards.get(params.id ?? '') ?? null }) : notFound('payment_intent');
    }),
    handle('get', '/products/:id', () => (products > 0 ? HttpResponse.json({ id: 'panui_donation', object: 'product' }) : notFound('product'))),
    handle('post', '/products', (form) => {
      products++;
      return HttpResponse.json({ id: form.get('id'), object: 'product', name: form.get('name') });
    }),
    handle('post', '/subscriptions', (form) => {
      const card = CARDS[form.get('default_payment_method') ?? ''];
      if (card?.decline && !form.get('trial_end')) return cardError(card);
      const subscription = subscriptionObject(form);
      subscriptions.set(subscription.id, subscription);
      return HttpResponse.json(subscription);
    }),
    handle('get', '/subscriptions/:id', (_form, params) => {
      const subscription = subscriptions.get(params.id ?? '');
      return subscription ? HttpResponse.json(subscription) : notFound('subscription');
    }),
    handle('delete', '/subscriptions/:id', (_form, params) => {
      const subscription = subscriptions.get(params.id ?? '');
      if (!subscription) return notFound('subscription');
      subscription.status = 'canceled';
      return HttpResponse.json(subscription);
    }),
    handle('post', '/subscriptions/:id', (form, params) => {
      const subscription = subscriptions.get(params.id ?? '');
      if (!subscription) return notFound('subscription');
      if (form.get('cancel_at_period_end')) subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      if (form.get('default_payment_method')) subscription.default_payment_method = form.get('default_payment_method');
      const amount = form.get('items[0][price_data][unit_amount]');
      const item = (subscription.items as { data: { price: { unit_amount: number } }[] }).data[0];
      if (amount && item) item.price.unit_amount = Number(amount);
      return HttpResponse.json(subscription);
    }),
    handle('get', '/invoice_payments', (form) => {
      const attempts = (invoicePayments.get(form.get('invoice') ?? '') ?? []).filter((attempt) => !form.get('status') || attempt.status === form.get('status'));
      const data = attempts.map((attempt, i) => ({
        id: nextId('inpay'),
        object: 'invoice_payment',
        invoice: form.get('invoice'),
        status: attempt.status,
        is_default: i === 0,
        payment: { type: 'payment_intent', payment_intent: attempt.intent },
      }));
      return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }),
    handle('get', '/invoices/:id', (_form, params) => {
      const invoice = invoices.get(params.id ?? '');
      return invoice ? HttpResponse.json(invoice) : notFound('invoice');
    }),
    handle('post', '/invoices/:id/pay', (form, params) => {
      const invoice = invoices.get(params.id ?? '');
      if (!invoice) return notFound('invoice');
      if (invoice.status === 'paid') return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Invoice is already paid' } }, { status: 400 });
      const methodId = form.get('payment_method') ?? '';
      const card = CARDS[methodId];
      if (!card) return notFound('PaymentMethod');
      if (card.decline) return cardError(card);
      const intent = nextId('pi');
      if (card.needsAction) {
        paymentIntents.set(intent, { id: intent, object: 'payment_intent', amount: invoice.amount_due, status: 'requires_action', client_secret: `${intent}_secret_fake`, last_payment_error: null, payment_method: methodId });
        invoicePayments.set(invoice.id, [{ intent, status: 'open' }, ...(invoicePayments.get(invoice.id) ?? [])]);
        intentInvoices.set(intent, invoice.id);
        return HttpResponse.json(
          { error: { type: 'card_error', code: 'invoice_payment_intent_requires_action', message: 'This payment requires additional user action before it can be completed successfully.' } },
          { status: 402 },
        );
      }
      paidIntent(intent, invoice.amount_due, methodId);
      invoicePayments.set(invoice.id, [{ intent, status: 'paid' }]);
      return HttpResponse.json(markPaid(invoice));
    }),
    handle('post', '/refunds', (form) => {
      const id = form.get('payment_intent') ?? '';
      const intent = intents.get(id);
      if (!intent) return notFound(`payment_intent: '${id}'`);
      const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
      const left = intent.amount - intent.refunded;
      if (left === 0) return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${id} has already been refunded.` } }, { status: 400 });
      if (amount > left) {
        // Stripe's own words for an over-refund.
        const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})` } },
          { status: 400 },
        );
      }
      intent.refunded += amount;
      return HttpResponse.json({ id: nextId('re'), object: 'refund', amount, currency: 'nzd', payment_intent: id, status: 'succeeded' });
    }),
  ];

  /** What the cardholder's answer in Stripe.js's 3-D Secure challenge does to the intent (and the invoice it pays). */
  const answerChallenge = (intentId: string, decision: 'complete' | 'fail') => {
    const intent = paymentIntents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId} waits for 3-D Secure`);
    if (decision === 'complete') {
      paymentIntents.delete(intentId);
      paidIntent(intentId, intent.amount, (intent.payment_method as string | undefined) ?? null);
      const invoice = invoices.get(intentInvoices.get(intentId) ?? '');
      if (invoice) {
        invoicePayments.set(invoice.id, [{ intent: intentId, status: 'paid' }]);
        markPaid(invoice);
      }
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'payment_intent_authentication_failure' };
    }
  };

  /**
   * A renewal Stripe could not take (Smart Retries' `attempt`): an open invoice, the subscription
   * past due. With `needsAction` the attempt's PaymentIntent waits for 3-D Secure. Answers the
   * invoice, as an `invoice.*` event carries it.
   */
  const failRenewal = (subscriptionId: string, options: { attempt?: number; nextAttemptAt?: number | null; needsAction?: boolean } = {}) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = (subscription.items as { data: { price: { unit_amount: number } }[] }).data[0]!;
    const id = nextId('in');
    const invoice = {
      id,
      object: 'invoice',
      status: 'open',
      customer: subscription.customer as string,
      subscription: subscriptionId,
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      created: now(),
      billing_reason: 'subscription_cycle',
      attempt_count: options.attempt ?? 1,
      next_payment_attempt: options.nextAttemptAt === undefined ? now() + 3 * 86_400 : options.nextAttemptAt,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/test_${id}`,
      status_transitions: { paid_at: null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    };
    invoices.set(id, invoice);
    if (options.needsAction) {
      const intent = nextId('pi');
      paymentIntents.set(intent, { id: intent, object: 'payment_intent', amount: invoice.amount_due, status: 'requires_action', client_secret: `${intent}_secret_fake`, last_payment_error: null });
      invoicePayments.set(id, [{ intent, status: 'open' }]);
      intentInvoices.set(intent, id);
    }
    subscription.status = 'past_due';
    subscription.latest_invoice = id;
    return invoice;
  };

  return {
    handlers,
    intents,
    invoices,
    failRenewal,
    answerChallenge,
    calls,
    subscriptions,
    /** The calls to one path, e.g. '/payment_intents'. */
    callsTo: (method: string, path: string | RegExp) => calls.filter((call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))),
    /** A subscription as Stripe would hold one made elsewhere (the dashboard). */
    addSubscription(fields: Record<string, string>): StripeObject {
      const subscription = subscriptionObject(new URLSearchParams(fields));
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
  };
}
