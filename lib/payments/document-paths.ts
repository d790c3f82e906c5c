// Where a member's documents download from: plain strings, so a page links to them without
// loading the API client.

/** A receipt's PDF. */
export const receiptPdfPath = (txId: string) => `/api/tsom/payments/receipt.pdf?txId=${encodeURIComponent(txId)}`;

/** A statement's PDF, for a tax year (named by the year it ends in) or a calendar year. */
export const statementPdfPath = (period: { kind: 'tax-year' | 'calendar-year'; year: number }) => `/api/tsom/payments/statement.pdf?period=${period.kind}&year=${period.year}`;
