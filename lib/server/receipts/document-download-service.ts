import type { Writable } from 'node:stream';
import type { StatementPeriod } from '@/lib/dates/statement-periods';
import type { Receipt } from '@/lib/schemas/payments';
import type { Statement } from '@/lib/schemas/receipts';
import type { Caller } from '../auth/verify-id-token';
import { getReceipt, type ReceiptDeps } from '../payments/receipt-service';
import { newPdf, pdfBytes, streamPdf } from './pdf-layout';
import { drawReceipt, receiptFilename, receiptPdfMeta } from './receipt-pdf';
import { getStatement, type StatementDeps } from './statement-service';
import { drawStatement, statementFilename, statementPdfMeta } from './statement-pdf';

export type DownloadDeps = ReceiptDeps & StatementDeps;

/** Hears the file's name before its first byte, to set the download's headers. */
export type OnPdfStart = (file: { filename: string }) => void;

/**
 * GET /api/tsom/payments/receipt.pdf: the caller's own receipt as a PDF, streamed to `writable`.
 * Another member's payment, or one that took no money, is a 404 before any byte is sent.
 */
export async function streamReceiptPdf(deps: DownloadDeps, caller: Caller, txId: string, writable: Writable, onStart: OnPdfStart): Promise<void> {
  const receipt = await getReceipt(deps, caller, txId);
  onStart({ filename: receiptFilename(receipt) });
  await streamPdf(newPdf(receiptPdfMeta(receipt)), drawReceipt(receipt), writable);
}

/** GET /api/tsom/payments/statement.pdf: the caller's statement for the period as a PDF, streamed to `writable`. */
export async function streamStatementPdf(deps: DownloadDeps, caller: Caller, period: StatementPeriod, writable: Writable, onStart: OnPdfStart): Promise<void> {
  const statement = await getStatement(deps, caller, period);
  onStart({ filename: statementFilename(statement) });
  await streamPdf(newPdf(statementPdfMeta(statement)), drawStatement(statement, deps.siteName), writable);
}

/** A PDF file in memory, to attach to an email. */
export interface PdfFile {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/** A receipt as a PDF file in memory: the receipt and refund emails attach it when they are sent (decision 260). */
export async function receiptPdfFile(receipt: Receipt): Promise<PdfFile> {
  return { filename: receiptFilename(receipt), content: await pdfBytes(newPdf(receiptPdfMeta(receipt)), drawReceipt(receipt)), contentType: 'application/pdf' };
}

/** A statement as a PDF file in memory: April's statement email attaches it when it is sent (decision 260). */
export async function statementPdfFile(statement: Statement, siteName: string): Promise<PdfFile> {
  return { filename: statementFilename(statement), content: await pdfBytes(newPdf(statementPdfMeta(statement)), drawStatement(statement, siteName)), contentType: 'application/pdf' };
}
