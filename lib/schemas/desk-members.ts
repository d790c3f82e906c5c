import { z } from 'zod';
import { BillingInterval, PaymentType, Placement, RecurringInterval, SubscriptionStatus } from './payments';
import { text } from './text';

// The business desk's member records (issue [15]): administrators only. Dates are ISO 8601.

/** How a member stands as a supporter, worked out from their subscriptions and gifts. */
export const SUPPORTER_STATES = ['recurring', 'paused', 'one_off', 'lapsed', 'none'] as const;
export const SupporterState = z.enum(SUPPORTER_STATES);
export type SupporterState = z.infer<typeof SupporterState>;

/** One row of /desk/members. */
export const MemberListEntry = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  type: z.string(),
  supporter: SupporterState,
  /** Cents given in succeeded payments, less refunds. */
  totalGiven: z.number(),
  createdAt: z.string(),
});
export type MemberListEntry = z.infer<typeof MemberListEntry>;

export const DeskTransaction = z.object({
  txId: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.literal('NZD'),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'refunded']),
  failureCode: z.string().nullable(),
  paymentType: PaymentType,
  billingInterval: BillingInterval,
  description: z.string(),
  placement: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
  subscriptionId: z.string().nullable(),
  /** The member's receipt: a path on the site (the member's own view of it). */
  receiptPath: z.string().nullable(),
  refunds: z.array(z.object({ refundId: z.string(), amount: z.number(), status: z.enum(['pending', 'succeeded', 'failed']), reason: z.string(), createdAt: z.string(), by: z.string().nullable() })),
  createdAt: z.string(),
});
export type DeskTransaction = z.infer<typeof DeskTransaction>;

export const SubscriptionEventKind = z.enum(['created', 'changed', 'paused', 'resumed', 'canceled', 'reactivated', 'lapsed']);

export const DeskSubscription = z.object({
  subscriptionId: z.string(),
  amount: z.number(),
  billingInterval: RecurringInterval,
  status: SubscriptionStatus,
  provider: z.enum(['sandbox', 'stripe']),
  placement: z.string().nullable(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pausedUntil: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(z.object({ kind: SubscriptionEventKind, amount: z.number(), billingInterval: RecurringInterval, reason: z.string().nullable(), byStaff: z.boolean(), at: z.string() })),
});
export type DeskSubscription = z.infer<typeof DeskSubscription>;

export const ComplimentaryMembership = z.object({ id: z.number(), startsAt: z.string(), endsAt: z.string(), reason: z.string(), revokedAt: z.string().nullable() });
export type ComplimentaryMembership = z.infer<typeof ComplimentaryMembership>;

/** GET /api/desk/members/{uid} and the member's desk page. */
export const MemberRecord = z.object({
  member: z.object({ uid: z.string(), email: z.string().nullable(), name: z.string().nullable(), type: z.string(), supporter: SupporterState, createdAt: z.string() }),
  transactions: z.array(DeskTransaction),
  subscriptions: z.array(DeskSubscription),
  /** Brand and last four only. */
  cards: z.array(z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number(), removed: z.boolean() })),
  newsletters: z.array(z.object({ listId: z.string(), name: z.string(), status: z.enum(['pending', 'active', 'unsubscribed']), source: z.string(), consentAt: z.string().nullable(), consentIp: z.string().nullable(), updatedAt: z.string() })),
  comments: z.array(z.object({ id: z.number(), articlePath: z.string().nullable(), headline: z.string().nullable(), body: z.string(), status: z.enum(['visible', 'hidden', 'deleted']), reports: z.number(), createdAt: z.string() })),
  complimentary: z.array(ComplimentaryMembership),
});
export type MemberRecord = z.infer<typeof MemberRecord>;

// GET /api/desk/members and /desk/members: the filters as a URL carries them (strings).

/** Members per page of the list. */
export const MEMBER_PAGE_SIZE = 50;

// Strict enough that what matches is nearly always a day (the fuzzer samples from the pattern).
const DAY = /^(20\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day from 2000 to 2099 written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const NzDay = text()
  .regex(DAY, { message: 'must be a date written yyyy-MM-dd, in the years 2000–2099', abort: true })
  .refine(isCalendarDay, 'is not a day on the calendar');

/**
 * A position in the list, as a previous page answered it (decision 190): the last member's
 * signed-up time in microseconds since 1970 (Postgres keeps microseconds; a JavaScript Date would
 * lose them), a dot, and their uid. Callers pass it back as it came.
 */
const CURSOR = /^(\d{1,17})\.(\S{1,128})$/;
export const MemberCursor = text().regex(CURSOR, 'is not a cursor that a page of the list answered');

export interface MemberCursorPosition {
  /** Microseconds since 1970-01-01 UTC, as digits. */
  micros: string;
  uid: string;
}

export const encodeMemberCursor = (position: MemberCursorPosition): string => `${position.micros}.${position.uid}`;

/** The position a cursor names; null for anything MemberCursor refuses. */
export function decodeMemberCursor(cursor: string): MemberCursorPosition | null {
  const match = CURSOR.exec(cursor);
  return match ? { micros: match[1]!, uid: match[2]! } : null;
}

export const MemberListQuery = z
  .object({
    /** An email (or its start), or words of a name. */
    q: text().trim().max(200).optional(),
    state: SupporterState.optional(),
    /** A newsletter list id: members with an active subscription to it. */
    list: text().trim().min(1).max(100).regex(/^[\w-]+$/, 'is not a newsletter list id').optional(),
    /** Signed up on or after this New Zealand day. */
    joinedFrom: NzDay.optional(),
    /** Signed up on or before this New Zealand day. */
    joinedTo: NzDay.optional(),
    /** The placement of the member's first paid gift. */
    firstPlacement: Placement.optional(),
    /** The page after this position (Next page). */
    after: MemberCursor.optional(),
    /** The page before this position (Previous page). */
    before: MemberCursor.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.joinedFrom && query.joinedTo && query.joinedTo < query.joinedFrom) {
      ctx.addIssue({ code: 'custom', path: ['joinedTo'], message: 'must not be before joinedFrom' });
    }
    if (query.after && query.before) ctx.addIssue({ code: 'custom', path: ['before'], message: 'cannot be sent with after' });
  });
export type MemberListQuery = z.output<typeof MemberListQuery>;
/** The filters without the position in the list: what a search is. */
export type MemberFilters = Omit<MemberListQuery, 'after' | 'before'>;

/** GET /api/desk/members */
export const MemberListPage = z.object({
  members: z.array(MemberListEntry),
  /** The next (older) page's cursor, for `after`; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The previous (newer) page's cursor, for `before`; null on the first page. */
  previousCursor: z.string().nullable(),
});
export type MemberListPage = z.infer<typeof MemberListPage>;

/** `[uid]` of /api/desk/members/[uid]. */
export const MemberUidQuery = z.object({ uid: text().trim().min(1).max(128) }).strict();
