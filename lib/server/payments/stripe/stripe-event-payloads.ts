import { z } from 'zod';

// Only the fields we read, checked: a Stripe event is an outside payload (STYLE practice 4).
const Metadata = z.record(z.string(), z.string()).nullish();
const IdOrObject = z.union([z.string(), z.object({ id: z.string() }).loose()]).transform((value) => (typeof value === 'string' ? value : value.id));

export const StripeEventEnvelope = z.object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) }).loose();

export const InvoicePayload = z
  .object({
    id: z.string(),
    customer: IdOrObject,
    amount_paid: z.number().int(),
    amount_due: z.number().int(),
    created: z.number(),
    /** `subscription_cycle` for a renewal: only those tell the supporter (the first invoice is paid in the browser). */
    billing_reason: z.string().nullish(),
    /** Stripe's attempts at this invoice so far, and its next (null: none left). */
    attempt_count: z.number().int().nullish(),
    next_payment_attempt: z.number().nullish(),
    /** Stripe's page where the supporter pays the invoice, 3-D Secure included. */
    hosted_invoice_url: z.string().url().nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: IdOrObject, metadata: Metadata }).loose().nullish() })
      .loose()
      .nullish(),
  })
  .loose();
export type InvoicePayload = z.infer<typeof InvoicePayload>;

export const PaymentIntentPayload = z
  .object({
    id: z.string(),
    customer: IdOrObject.nullish(),
    metadata: Metadata,
    last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).loose().nullish(),
  })
  .loose();

export const SubscriptionPayload = z.object({ id: z.string(), customer: IdOrObject }).loose();

/** The customer an event's object belongs to, for events we keep until the member is known. */
export const CustomerOf = z.object({ customer: IdOrObject.nullish() }).loose();
