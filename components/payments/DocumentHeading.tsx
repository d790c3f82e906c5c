import type { DocumentIssuer } from '@/lib/schemas/receipts';
import styles from './TaxDocument.module.css';

/**
 * A tax document's top: the site's name and the document's title (the page's h1), and who issues
 * it (left out when that is only the site's name again, as on a plain receipt).
 */
export function DocumentHeading({ id, siteName, title, issuer }: { id: string; siteName: string; title: string; issuer: DocumentIssuer }) {
  const showsIssuer = issuer.name !== siteName || issuer.lines.length > 0;
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.site}>{siteName}</p>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
      </div>
      {showsIssuer ? (
        <address className={styles.issuer}>
          <strong>{issuer.name}</strong>
          {issuer.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
    </header>
  );
}
