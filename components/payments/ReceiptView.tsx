import Link from 'next/link';
import { receiptPdfPath } from '@/lib/payments/document-paths';
import type { Receipt } from '@/lib/schemas/payments';
import { DocumentHeading } from './DocumentHeading';
import { PdfDownloadLink } from './PdfDownloadLink';
import styles from './TaxDocument.module.css';

const NAMED_DOCUMENTS: Record<Receipt['kind'], string> = { receipt: 'receipt', 'tax-invoice': 'tax invoice over $1,000', 'donation-receipt': 'donation receipt' };

/**
 * A receipt as the finished document it is (a tax invoice, a donation receipt or a plain receipt,
 * decision 220): everything comes from the receipt call, formatted on the server, the same as its
 * PDF. Prints without the site around it.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { document } = receipt;
  return (
    <>
      {receipt.nameNeeded ? (
        <p className={styles.callout} role="note">
          Inland Revenue needs your full name on a {NAMED_DOCUMENTS[receipt.kind]}. <Link href="/account">Add your name to your account</Link>, then come back to this page.
        </p>
      ) : null}
      <article className={styles.document} aria-labelledby="receipt-heading">
        <DocumentHeading id="receipt-heading" siteName={receipt.siteName} title={`${document.title} for ${receipt.amount} NZD`} issuer={document.issuer} />
        <dl className={styles.lines}>
          {document.lines.map((line, index) => (
            <div key={index} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        {document.notes.length > 0 || document.signature ? (
          <div className={styles.notes}>
            {document.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            {document.signature ? <p className={styles.signature}>{document.signature}</p> : null}
          </div>
        ) : null}
      </article>
      <p className={styles.actions}>
        <PdfDownloadLink href={receiptPdfPath(receipt.txId)} />
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print
        </button>
      </p>
    </>
  );
}
