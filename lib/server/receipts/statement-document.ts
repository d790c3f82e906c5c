import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { periodDates, periodName, type StatementPeriod } from '@/lib/dates/statement-periods';
import type { Statement, StatementEntry, TaxDocumentKind } from '@/lib/schemas/receipts';
import { GST_RATE_PERCENT, gstIncluded } from './gst';
import { formatNzd } from './money-format';
import type { StatementPaymentRow } from './statement-store';
import { documentKind, issuerOf, type TaxIdentity } from './tax-identity';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function entryOf(row: StatementPaymentRow, withGst: boolean): StatementEntry {
  const kept = row.amount - row.refundedAmount;
  return {
    txId: row.id,
    date: displayDate(row.createdAt),
    dateIso: isoInNz(row.createdAt),
    description: row.description,
    amount: formatNzd(row.amount),
    amountCents: row.amount,
    refunded: formatNzd(row.refundedAmount),
    refundedCents: row.refundedAmount,
    kept: formatNzd(kept),
    keptCents: kept,
    refundNote: row.refundedAmount === 0 ? null : kept === 0 ? 'Refunded in full' : `${formatNzd(row.refundedAmount)} refunded`,
    gst: withGst ? formatNzd(gstIncluded(kept)) : null,
  };
}

function notesOf(kind: TaxDocumentKind, identity: TaxIdentity, period: StatementPeriod, donorName: string | null, keptCents: number): string[] {
  switch (kind) {
    case 'donation-receipt':
      return [
        `${identity.legalName}, a registered charity, received these donations${donorName ? ` from ${donorName}` : ''}: gifts of money, for which no goods or services were received in return. Amounts refunded are not donations and are left out of the total.`,
        ...(identity.gstNumber ? ['Donations include no GST.'] : []),
        period.kind === 'tax-year'
          ? `Keep this receipt to claim a donation tax credit from Inland Revenue for ${periodName(period)}.`
          : "Inland Revenue's tax year runs from 1 April to 31 March: claim a donation tax credit with the tax-year statement.",
      ];
    case 'tax-invoice':
      return [`Amounts include GST at ${GST_RATE_PERCENT}%; the GST shown is in what was kept after refunds. Each payment's receipt is its tax invoice.`];
    case 'receipt':
      return identity.charityNumber && keptCents === 0 ? ['Every payment in this period was refunded in full, so this is not a donation receipt.'] : [];
  }
}

/**
 * A member's statement for a tax year or calendar year (decision 221): every payment that took
 * money in the period, oldest first, with what was refunded and what was kept; the total kept;
 * and the site's tax wording. On a charity's site it is a donation receipt for the period (Inland
 * Revenue accepts one receipt for a tax year's donations); a period whose gifts were all refunded
 * is a plain statement.
 */
export function buildStatement(identity: TaxIdentity, period: StatementPeriod, donor: { name: string | null; email: string | null }, rows: StatementPaymentRow[], now: Date): Statement {
  const configured = documentKind(identity);
  const entries = rows.map((row) => entryOf(row, configured === 'tax-invoice'));
  const sum = (pick: (entry: StatementEntry) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
  const keptCents = sum((entry) => entry.keptCents);
  const kind: TaxDocumentKind = configured === 'donation-receipt' && keptCents === 0 ? 'receipt' : configured;
  const title = `${kind === 'donation-receipt' ? 'Donation receipt' : 'Statement'} for ${periodName(period)}`;
  return {
    kind,
    period,
    title: capitalised(title),
    dates: `${periodDates(period)} (New Zealand time)`,
    issuer: issuerOf(identity, kind),
    donor,
    entries,
    totals: {
      amount: formatNzd(sum((entry) => entry.amountCents)),
      amountCents: sum((entry) => entry.amountCents),
      refunded: formatNzd(sum((entry) => entry.refundedCents)),
      refundedCents: sum((entry) => entry.refundedCents),
      kept: formatNzd(keptCents),
      keptCents,
      // Each payment is its own supply: the statement's GST is the sum of theirs, not 3/23 of the total.
      gst: configured === 'tax-invoice' ? formatNzd(rows.reduce((total, row) => total + gstIncluded(row.amount - row.refundedAmount), 0)) : null,
    },
    notes: notesOf(kind, identity, period, donor.name, keptCents),
    signature: kind === 'donation-receipt' && identity.signatory ? `Authorised by ${identity.signatory}, for ${identity.legalName}` : null,
    issuedOn: displayDate(now),
  };
}
