import { z } from 'zod';
import { Placement } from './payments';
import { text } from './text';

// The business desk's revenue figures (issue [15]): administrators only. Money is integer cents
// (NZD); a month is a New Zealand month, 'YYYY-MM' (docs/revenue.md defines every figure).

export { MAX_REVENUE_MONTHS } from '@/lib/desk/revenue-labels';
/** The months shown when none are asked for: the last twelve, the current one included. */
export const DEFAULT_REVENUE_MONTHS = 12;

/** The placements a figure is broken down by: the spec's seven, and 'unknown' for none (or one we do not know). */
export const REVENUE_PLACEMENTS = [...Placement.options, 'unknown'] as const;
export const RevenuePlacement = z.enum(REVENUE_PLACEMENTS);
export type RevenuePlacement = z.infer<typeof RevenuePlacement>;

export const REVENUE_INTERVALS = ['MONTHLY', 'YEARLY', 'ONE_OFF'] as const;
export const RevenueInterval = z.enum(REVENUE_INTERVALS);
export type RevenueInterval = z.infer<typeof RevenueInterval>;

/** A New Zealand month, 'YYYY-MM', 2000 to 2099. */
export const RevenueMonth = text().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'must be a month like 2026-03');

/** GET /api/desk/revenue's query, and the revenue page's URL: both months optional. */
export const RevenueRangeQuery = z.object({ from: RevenueMonth.optional(), to: RevenueMonth.optional() }).strict();
export type RevenueRangeQuery = z.output<typeof RevenueRangeQuery>;

const Count = z.number().int().nonnegative();
const Cents = z.number().int();

/** One month's figures, for everything or for one placement or interval. */
export const RevenueFigures = z.object({
  /** Members with a subscription created this month. */
  newSupporters: Count,
  /** Members with a subscription cancelled or lapsed this month. */
  churnedSupporters: Count,
  pausedSupporters: Count,
  /** Members with a subscription resumed or reactivated this month. */
  reactivatedSupporters: Count,
  /** One-off gifts taken this month, less what has been refunded of them. */
  oneOffTotal: Cents,
  /** Subscription charges taken this month, less what has been refunded of them. */
  recurringTakings: Cents,
  /** Payments taken: one-off gifts and subscription charges. */
  gifts: Count,
  /** Of those payments' amounts as charged; null without any. */
  averageGift: Cents.nullable(),
  medianGift: Cents.nullable(),
  /** Refunds made this month (by the refund's date, whatever the payment's). */
  refunds: Cents,
});
export type RevenueFigures = z.infer<typeof RevenueFigures>;

export const RevenueMonthFigures = z.object({
  month: z.string(),
  total: RevenueFigures,
  /** One entry per REVENUE_PLACEMENTS, in that order. */
  byPlacement: z.array(RevenueFigures.extend({ placement: RevenuePlacement })),
  /** One entry per REVENUE_INTERVALS, in that order. */
  byInterval: z.array(RevenueFigures.extend({ interval: RevenueInterval })),
});
export type RevenueMonthFigures = z.infer<typeof RevenueMonthFigures>;

/** How often a placement's donate button led to a paid first donation, over the report's months. */
export const PlacementConversion = z.object({
  placement: RevenuePlacement,
  clicks: Count,
  donations: Count,
  /** donations ÷ clicks; null without clicks. */
  rate: z.number().nullable(),
});
export type PlacementConversion = z.infer<typeof PlacementConversion>;

/** GET /api/desk/revenue and the /desk/revenue page. */
export const RevenueReport = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** When the "now" figures were read. */
  asOf: z.string(),
  now: z.object({
    /** Monthly recurring revenue: active, unpaused subscriptions, a yearly one as a twelfth. */
    mrr: Cents,
    /** Its annual equivalent. */
    arr: Cents,
    activeSupporters: Count,
    pausedSupporters: Count,
  }),
  /** One entry per month of the range, oldest first; a month with no activity is all zeros. */
  months: z.array(RevenueMonthFigures),
  conversion: z.array(PlacementConversion),
});
export type RevenueReport = z.infer<typeof RevenueReport>;
