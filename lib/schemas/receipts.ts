import { z } from 'zod';
import { FIRST_STATEMENT_YEAR, LAST_STATEMENT_YEAR } from '@/lib/dates/statement-periods';
import { text } from './text';

// Receipts and yearly statements as New Zealand tax documents (decision 220): what the server
// answers, and the requests for statements and PDFs. Everything printed is formatted on the
// server, so the page, the PDF and an email say the same.

/** Which document a payment's receipt is, from the site's tax settings (decision 220). */
export const TaxDocumentKind = z.enum(['receipt', 'tax-invoice', 'donation-receipt']);
export type TaxDocumentKind = z.infer<typeof TaxDocumentKind>;

/** The organisation that issues the document: its legal name, then its other lines (trading name, address, registrations). */
export const DocumentIssuer = z.object({ name: z.string(), lines: z.array(z.string()) });
export type DocumentIssuer = z.infer<typeof DocumentIssuer>;

/** One labelled line of a document: "Total including GST" – "$25.00 NZD". */
export const DocumentLine = z.object({ label: z.string(), value: z.string() });
export type DocumentLine = z.infer<typeof DocumentLine>;

/** A receipt as a document: its title, issuer, lines, the statements the law asks for, and who authorised it. */
export const ReceiptDocument = z.object({
  kind: TaxDocumentKind,
  /** "Receipt", "Tax invoice" or "Donation receipt". */
  title: z.string(),
  issuer: DocumentIssuer,
  lines: z.array(DocumentLine),
  /** Sentences printed under the lines: that the total includes GST, that nothing was given in return… */
  notes: z.array(z.string()),
  /** "Authorised by Aroha Ngata, Treasurer, for …" on a donation receipt; null otherwise. */
  signature: z.string().nullable(),
});
export type ReceiptDocument = z.infer<typeof ReceiptDocument>;

export const StatementPeriodKind = z.enum(['tax-year', 'calendar-year']);

const StatementYear = z.number().int().min(FIRST_STATEMENT_YEAR).max(LAST_STATEMENT_YEAR);

/** POST /api/tsom/payments/statement: a tax year (named by the year it ends in) or a calendar year. */
export const StatementBody = z.object({ period: StatementPeriodKind, year: StatementYear }).strict();
export type StatementBody = z.input<typeof StatementBody>;

/** GET /api/tsom/payments/statement.pdf?period=tax-year&year=2026 */
export const StatementPdfQuery = z
  .object({
    period: StatementPeriodKind,
    year: text()
      .regex(/^\d{4}$/, 'must be a year, e.g. 2026')
      .transform(Number)
      .pipe(StatementYear),
  })
  .strict();
export type StatementPdfQuery = z.output<typeof StatementPdfQuery>;

/** The years with a statement: those the member gave in (and kept giving: a year of refunded gifts only has none), newest first. */
export const StatementYears = z.object({ taxYears: z.array(z.number()), calendarYears: z.array(z.number()) });
export type StatementYears = z.infer<typeof StatementYears>;

/** One payment on a statement, with what was refunded of it and what was kept. */
export const StatementEntry = z.object({
  txId: z.string(),
  /** "1 April 2025", New Zealand date. */
  date: z.string(),
  /** The same day with its offset, for <time dateTime>. */
  dateIso: z.string(),
  description: z.string(),
  amount: z.string(),
  amountCents: z.number(),
  refunded: z.string(),
  refundedCents: z.number(),
  kept: z.string(),
  keptCents: z.number(),
  /** "Refunded in full on 3 May 2025", "$10.00 refunded on 3 May 2025"; null when nothing was. */
  refundNote: z.string().nullable(),
  /** GST in what was kept, on a GST-registered site's statement; null elsewhere. */
  gst: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const Statement = z.object({
  kind: TaxDocumentKind,
  period: z.object({ kind: StatementPeriodKind, year: z.number() }),
  /** "Donation receipt for the 2026 tax year", "Statement for 2025". */
  title: z.string(),
  /** "1 April 2025 to 31 March 2026 (New Zealand time)". */
  dates: z.string(),
  issuer: DocumentIssuer,
  /** Who gave: their name and email on the account. */
  donor: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /** Every payment that took money in the period, oldest first (fully refunded ones too, shown as such). */
  entries: z.array(StatementEntry),
  totals: z.object({
    amount: z.string(),
    amountCents: z.number(),
    refunded: z.string(),
    refundedCents: z.number(),
    kept: z.string(),
    keptCents: z.number(),
    gst: z.string().nullable(),
  }),
  notes: z.array(z.string()),
  signature: z.string().nullable(),
  /** The New Zealand day the statement was made: its figures are as of then. */
  issuedOn: z.string(),
});
export type Statement = z.infer<typeof Statement>;
