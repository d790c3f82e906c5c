import { Heading, Link, Text } from '@react-email/components';
import { receiptPdfPath } from '@/lib/payments/document-paths';
import type { Receipt } from '@/lib/schemas/payments';
import { Facts, Paragraph } from '../email-parts';

/** The receipt page's address for a payment. */
export const receiptUrl = (siteUrl: string, txId: string) => new URL(`/receipt/${encodeURIComponent(txId)}`, siteUrl).href;

/** The receipt's PDF: it opens with the session cookie of a signed-in member (decision 222). */
export const receiptPdfUrl = (siteUrl: string, txId: string) => new URL(receiptPdfPath(txId), siteUrl).href;

export const greeting = (receipt: Pick<Receipt, 'memberName'>) => `Kia ora${receipt.memberName ? ` ${receipt.memberName}` : ''},`;

/** "receipt", "tax invoice" or "donation receipt", as a sentence names the document. */
export const documentName = (receipt: Pick<Receipt, 'document'>) => receipt.document.title.toLowerCase();

const MUTED = '#5b6670';

/**
 * A receipt as the document its page and PDF show (decision 220): the title, the issuer (left out
 * when it is only the site's name again, as on the page), the labelled lines, the notes the law
 * asks for and who authorised it. The email is the tax document, not a summary of it (decision 260).
 */
export function ReceiptDocumentPart({ receipt }: { receipt: Receipt }) {
  const { document } = receipt;
  const showsIssuer = document.issuer.name !== receipt.siteName || document.issuer.lines.length > 0;
  return (
    <>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0 12px' }}>{`${document.title} for ${receipt.amount} NZD`}</Heading>
      {showsIssuer ? (
        <Text style={{ fontSize: '14px', lineHeight: '20px', color: MUTED, margin: '0 0 16px' }}>
          <strong>{document.issuer.name}</strong>
          {document.issuer.lines.map((line, index) => (
            <span key={index}>
              <br />
              {line}
            </span>
          ))}
        </Text>
      ) : null}
      <Facts lines={document.lines.map((line): [string, string] => [line.label, line.value])} />
      {document.notes.map((note, index) => (
        <Paragraph key={index}>{note}</Paragraph>
      ))}
      {document.signature ? <Paragraph>{document.signature}</Paragraph> : null}
    </>
  );
}

/**
 * Where the document is kept: the PDF attached, the page and the PDF link for a signed-in member.
 * Each link ends its line: in the text part a full stop after a URL would be taken into it.
 */
export function ReceiptLinks({ siteUrl, txId }: { siteUrl: string; txId: string }) {
  return (
    <>
      <Paragraph>A PDF copy is attached. Signed in, you can also open it on the site:</Paragraph>
      <Paragraph>
        <Link href={receiptUrl(siteUrl, txId)}>See it online or print it</Link>
        <br />
        <Link href={receiptPdfUrl(siteUrl, txId)}>Download the PDF again</Link>
      </Paragraph>
    </>
  );
}
