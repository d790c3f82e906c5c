import { statementPdfPath } from '@/lib/payments/document-paths';
import type { Statement } from '@/lib/schemas/receipts';
import { DocumentHeading } from './DocumentHeading';
import { PdfDownloadLink } from './PdfDownloadLink';
import styles from './TaxDocument.module.css';

/**
 * A yearly statement (decision 221): every payment of the period with what was refunded and
 * kept, the total, and the site's tax wording; the same as its PDF. Prints without the site.
 */
export function StatementView({ statement, siteName }: { statement: Statement; siteName: string }) {
  const donor = [statement.donor.name, statement.donor.email].filter(Boolean).join(', ') || '—';
  const withGst = statement.totals.gst !== null;
  return (
    <>
      <article className={styles.document} aria-labelledby="statement-heading">
        <DocumentHeading id="statement-heading" siteName={siteName} title={statement.title} issuer={statement.issuer} />
        <dl className={styles.facts}>
          <dt>{statement.kind === 'donation-receipt' ? 'Donor' : 'For'}</dt>
          <dd>{donor}</dd>
          <dt>Period</dt>
          <dd>{statement.dates}</dd>
          <dt>Issued</dt>
          <dd>{statement.issuedOn}</dd>
        </dl>
        {statement.entries.length === 0 ? (
          <p>There were no payments in this period.</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">Payments from {statement.dates}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.money}>
                  Amount
                </th>
                <th scope="col" className={styles.money}>
                  Refunded
                </th>
                <th scope="col" className={styles.money}>
                  Kept
                </th>
                {withGst ? (
                  <th scope="col" className={styles.money}>
                    GST incl.
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {statement.entries.map((entry) => (
                <tr key={entry.txId}>
                  <td className={styles.date} data-label="Date">
                    <time dateTime={entry.dateIso}>{entry.date}</time>
                  </td>
                  <td data-label="Description">
                    {entry.description}
                    {entry.refundNote ? <span className={styles.small}>{entry.refundNote}</span> : null}
                    <a className={styles.small} href={`/receipt/${entry.txId}`}>
                      Receipt {entry.txId}
                    </a>
                  </td>
                  <td className={styles.money} data-label="Amount">
                    {entry.amount}
                  </td>
                  <td className={styles.money} data-label="Refunded">
                    {entry.refundedCents ? entry.refunded : '–'}
                  </td>
                  <td className={styles.money} data-label="Kept">
                    {entry.kept}
                  </td>
                  {withGst ? (
                    <td className={styles.money} data-label="GST incl.">
                      {entry.gst}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total (NZD)
                </th>
                <td className={styles.money} data-label="Amount">
                  {statement.totals.amount}
                </td>
                <td className={styles.money} data-label="Refunded">
                  {statement.totals.refunded}
                </td>
                <td className={styles.money} data-label="Kept">
                  {statement.totals.kept}
                </td>
                {withGst ? (
                  <td className={styles.money} data-label="GST incl.">
                    {statement.totals.gst}
                  </td>
                ) : null}
              </tr>
            </tfoot>
          </table>
        )}
        {statement.kind === 'donation-receipt' ? <p className={styles.total}>Total donated: {statement.totals.kept} NZD</p> : null}
        {statement.notes.length > 0 || statement.signature ? (
          <div className={styles.notes}>
            {statement.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            {statement.signature ? <p className={styles.signature}>{statement.signature}</p> : null}
          </div>
        ) : null}
      </article>
      <p className={styles.actions}>
        <PdfDownloadLink href={statementPdfPath(statement.period)} />
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print
        </button>
      </p>
    </>
  );
}
