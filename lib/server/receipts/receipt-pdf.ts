import type { Receipt } from '@/lib/schemas/payments';
import { documentHeader, footers, labelledLines, MUTED, paragraphs, type PdfMeta, rule } from './pdf-layout';

/** The file a receipt downloads as: our own characters only, so Content-Disposition needs no escaping. */
export const receiptFilename = (receipt: Pick<Receipt, 'txId' | 'kind'>) => `${receipt.kind}-${receipt.txId}.pdf`;

export const receiptPdfMeta = (receipt: Receipt): PdfMeta => ({
  title: `${receipt.document.title} ${receipt.txId}`,
  author: receipt.document.issuer.name,
  subject: `${receipt.document.title} for ${receipt.amount} NZD, ${receipt.date}`,
});

/** Draws a receipt: the same title, issuer, lines and notes as its page (decision 222). */
export function drawReceipt(receipt: Receipt) {
  return (doc: PDFKit.PDFDocument) => {
    const { document } = receipt;
    documentHeader(doc, receipt.siteName, document.title, document.issuer);
    labelledLines(doc, document.lines);
    if (document.notes.length > 0 || document.signature) {
      doc.moveDown(0.5);
      rule(doc);
      paragraphs(doc, document.notes);
      if (document.signature) paragraphs(doc, [document.signature], { color: MUTED });
    }
    footers(doc, `${document.title} ${receipt.txId} · ${document.issuer.name}`);
  };
}

