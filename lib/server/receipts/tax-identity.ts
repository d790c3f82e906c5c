import type { DocumentIssuer, TaxDocumentKind } from '@/lib/schemas/receipts';
import type { Config } from '../config';

/** Who takes the money, and under which tax rules its receipts are written (decision 220). */
export interface TaxIdentity {
  /** The legal name; the site's name when LEGAL_NAME is unset. */
  legalName: string;
  /** The site's name, printed as a trading name when it differs from the legal name. */
  siteName: string;
  address: string | null;
  gstNumber: string | null;
  charityNumber: string | null;
  /** The charity's IRD number (IRD_NUMBER, else the GST number: one number); null without a charity. */
  irdNumber: string | null;
  signatory: string | null;
}

export type TaxSettings = Pick<Config, 'LEGAL_NAME' | 'LEGAL_ADDRESS' | 'GST_NUMBER' | 'CHARITY_NUMBER' | 'IRD_NUMBER' | 'RECEIPT_SIGNATORY'>;

export function taxIdentity(config: Partial<TaxSettings>, siteName: string): TaxIdentity {
  const charityNumber = config.CHARITY_NUMBER ?? null;
  return {
    legalName: config.LEGAL_NAME ?? siteName,
    siteName,
    address: config.LEGAL_ADDRESS ?? null,
    gstNumber: config.GST_NUMBER ?? null,
    charityNumber,
    irdNumber: charityNumber ? (config.IRD_NUMBER ?? config.GST_NUMBER ?? null) : null,
    signatory: charityNumber ? (config.RECEIPT_SIGNATORY ?? null) : null,
  };
}

/**
 * A charity's receipt is a donation receipt, with GST registration or without: a gift to a
 * non-profit body is not consideration for a supply, so it carries no GST and cannot be a tax
 * invoice (GST Act 1985 s 2, "consideration"). Else a GST-registered site's receipt is a tax
 * invoice, and any other site's a plain receipt.
 */
export function documentKind(identity: TaxIdentity): TaxDocumentKind {
  if (identity.charityNumber) return 'donation-receipt';
  if (identity.gstNumber) return 'tax-invoice';
  return 'receipt';
}

/** The issuer's block: legal name, then trading name, address and the registrations this document needs. */
export function issuerOf(identity: TaxIdentity, kind: TaxDocumentKind): DocumentIssuer {
  const lines: string[] = [];
  if (identity.legalName !== identity.siteName) lines.push(`Trading as ${identity.siteName}`);
  if (identity.address) lines.push(identity.address);
  const showsGst = identity.gstNumber !== null && kind !== 'receipt';
  if (identity.charityNumber && kind === 'donation-receipt') lines.push(`Registered charity ${identity.charityNumber} (Charities Services)`);
  if (identity.irdNumber && kind === 'donation-receipt') {
    lines.push(showsGst && identity.irdNumber === identity.gstNumber ? `IRD and GST number ${identity.irdNumber}` : `IRD number ${identity.irdNumber}`);
  }
  if (showsGst && !(kind === 'donation-receipt' && identity.irdNumber === identity.gstNumber)) lines.push(`GST number ${identity.gstNumber}`);
  return { name: identity.legalName, lines };
}
