import { displayDate } from '@/lib/dates/nz-time';
import { cardLabel } from '@/lib/payments/card-brand';
import { periodAdjective, periodUnitOf } from '@/lib/payments/period-units';
import type { BillingInterval } from '@/lib/schemas/payments';
import type { DocumentLine, ReceiptDocument, TaxDocumentKind } from '@/lib/schemas/receipts';
import { GST_RATE_PERCENT, gstCorrections, gstIncluded, needsRecipientDetails } from './gst';
import { formatNzd } from './money-format';
import { documentKind, issuerOf, type TaxIdentity } from './tax-identity';

/** What a receipt is made from: one payment that took money, its member and its refunds. */
export interface ReceiptFacts {
  txId: string;
  amountCents: number;
  /** "22 November 2026, 9:30 am NZ time". */
  date: string;
  description: string;
  billingInterval: BillingInterval;
  card: { brand: string; last4: string } | null;
  memberName: string | null;
  memberEmail: string | null;
  /** Succeeded refunds, oldest first. */
  refunds: { amountCents: number; createdAt: Date }[];
}

export interface ReceiptTax {
  kind: TaxDocumentKind;
  gst: { includedCents: number; included: string; keptCents: number; kept: string } | null;
  document: ReceiptDocument;
  /** The document must name the member (a donation receipt, a tax invoice over $1,000) and the account has no name. */
  nameNeeded: boolean;
}


const nzd = (cents: number) => `${formatNzd(cents)} NZD`;

const TITLES: Record<TaxDocumentKind, string> = { receipt: 'Receipt', 'tax-invoice': 'Tax invoice', 'donation-receipt': 'Donation receipt' };
const PAYER_LABELS: Record<TaxDocumentKind, string> = { receipt: 'Received from', 'tax-invoice': 'Recipient', 'donation-receipt': 'Donor' };

function amountLines(kind: TaxDocumentKind, facts: ReceiptFacts, keptCents: number): DocumentLine[] {
  const refunded = facts.refunds.length > 0;
  switch (kind) {
    case 'tax-invoice': {
      const corrections = gstCorrections(facts.amountCents, facts.refunds.map((refund) => refund.amountCents));
      return [
        { label: 'Total including GST', value: nzd(facts.amountCents) },
        { label: `GST (${GST_RATE_PERCENT}%) included`, value: nzd(gstIncluded(facts.amountCents)) },
        ...facts.refunds.map((refund, i) => ({ label: 'Refunded', value: `${formatNzd(refund.amountCents)} on ${displayDate(refund.createdAt)}, GST ${formatNzd(corrections[i]!)}` })),
        ...(refunded
          ? [
              { label: 'Total after refunds, including GST', value: nzd(keptCents) },
              { label: 'GST included after refunds', value: nzd(gstIncluded(keptCents)) },
            ]
          : []),
      ];
    }
    case 'donation-receipt':
      return [
        { label: refunded ? 'Amount received' : 'Donation', value: nzd(facts.amountCents) },
        ...facts.refunds.map((refund) => ({ label: 'Refunded', value: `${formatNzd(refund.amountCents)} on ${displayDate(refund.createdAt)}` })),
        ...(refunded ? [{ label: 'Donation after refunds', value: nzd(keptCents) }] : []),
      ];
    case 'receipt':
      return [
        { label: 'Amount', value: nzd(facts.amountCents) },
        ...facts.refunds.map((refund) => ({ label: 'Refunded', value: `${formatNzd(refund.amountCents)} on ${displayDate(refund.createdAt)}` })),
        ...(refunded ? [{ label: 'Amount after refunds', value: nzd(keptCents) }] : []),
      ];
  }
}

function notesOf(kind: TaxDocumentKind, identity: TaxIdentity, facts: ReceiptFacts, keptCents: number): string[] {
  switch (kind) {
    case 'tax-invoice':
      return [
        `All amounts include GST at ${GST_RATE_PERCENT}%.`,
        ...(facts.refunds.length > 0 ? ['The refunds above correct this tax invoice: the GST shown against each is the GST it gave back.'] : []),
      ];
    case 'donation-receipt':
      return [
        `This is a receipt for a donation: a gift of money to ${identity.legalName}, a registered charity. No goods or services were received in return for it.`,
        ...(identity.gstNumber ? ['A donation is not a payment for goods or services, so it includes no GST.'] : []),
        'A donation of $5 or more can be claimed for a donation tax credit from Inland Revenue: keep this receipt.',
      ];
    case 'receipt':
      // A charity's gift refunded in full: a receipt of the refund, and plainly no longer a donation receipt.
      return identity.charityNumber && keptCents === 0 ? ['This payment was refunded in full, so it is not a donation and this is not a donation receipt.'] : [];
  }
}

/**
 * A payment's receipt under the site's tax settings (decision 220): a tax invoice with the GST in
 * it (3/23) and its refunds as corrections, a donation receipt with what Inland Revenue asks a
 * donee organisation's receipt to show, or a plain receipt. A charity's gift refunded in full
 * becomes a plain receipt of the refund.
 */
export function receiptTax(identity: TaxIdentity, facts: ReceiptFacts): ReceiptTax {
  const keptCents = facts.amountCents - facts.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const configured = documentKind(identity);
  const kind: TaxDocumentKind = configured === 'donation-receipt' && keptCents === 0 ? 'receipt' : configured;
  const payer = [facts.memberName, facts.memberEmail].filter(Boolean).join(', ') || '—';
  const lines: DocumentLine[] = [
    { label: 'Receipt number', value: facts.txId },
    { label: 'Date', value: facts.date },
    { label: PAYER_LABELS[kind], value: payer },
    { label: 'Description', value: `${facts.description} (${periodAdjective(periodUnitOf(facts.billingInterval))})` },
    ...amountLines(kind, facts, keptCents),
    ...(facts.card ? [{ label: 'Paid by', value: cardLabel(facts.card) }] : []),
  ];
  const gst =
    kind === 'tax-invoice'
      ? { includedCents: gstIncluded(facts.amountCents), included: formatNzd(gstIncluded(facts.amountCents)), keptCents: gstIncluded(keptCents), kept: formatNzd(gstIncluded(keptCents)) }
      : null;
  const namesMember = kind === 'donation-receipt' || (kind === 'tax-invoice' && needsRecipientDetails(facts.amountCents));
  return {
    kind,
    gst,
    document: {
      kind,
      title: TITLES[kind],
      issuer: issuerOf(identity, kind),
      lines,
      notes: notesOf(kind, identity, facts, keptCents),
      signature: kind === 'donation-receipt' && identity.signatory ? `Authorised by ${identity.signatory}, for ${identity.legalName}` : null,
    },
    nameNeeded: namesMember && !facts.memberName,
  };
}
