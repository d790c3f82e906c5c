import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { DocumentIssuer, DocumentLine } from '@/lib/schemas/receipts';

// The PDFs' shared layout: A4, DejaVu (its glyphs cover te reo Māori's macrons, which the PDF
// standard fonts lack), the issuer at the top, labelled lines, notes, and a footer on every page.

/** Read from the package's folder at run time (as PGlite reads its files): the site runs from the repository. */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const FONT_FILES = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', heading: 'DejaVuSerif-Bold.ttf' } as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | undefined;
function fontData(): Record<FontName, Buffer> {
  fonts ??= {
    body: readFileSync(path.join(FONT_DIR, FONT_FILES.body)),
    bold: readFileSync(path.join(FONT_DIR, FONT_FILES.bold)),
    heading: readFileSync(path.join(FONT_DIR, FONT_FILES.heading)),
  };
  return fonts;
}

export const BRAND = '#0b4f6c';
export const TEXT = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#cccccc';
export const MARGIN = 56;
const FOOTER_HEIGHT = 28;

export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
}

/** A new A4 document with our fonts registered and the body font selected. */
export function newPdf(meta: PdfMeta): PDFKit.PDFDocument {
  const data = fontData();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: meta.author },
    lang: 'en-NZ',
    displayTitle: true,
    bufferPages: true,
    font: data.body as unknown as string,
  });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, data[name]);
  doc.font('body').fillColor(TEXT);
  return doc;
}

export const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The site's name as a wordmark and the issuer's block beside it, then the document's title across the page. */
export function documentHeader(doc: PDFKit.PDFDocument, siteName: string, title: string, issuer: DocumentIssuer): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const issuerWidth = 260;
  const issuerX = doc.page.width - doc.page.margins.right - issuerWidth;
  doc.font('heading').fontSize(16).fillColor(BRAND).text(siteName, left, top, { width: contentWidth(doc) - issuerWidth - 16 });
  const wordmarkBottom = doc.y;
  // A plain receipt's issuer is the site's name alone: the wordmark says it already.
  if (issuer.name !== siteName || issuer.lines.length > 0) {
    doc.font('bold').fontSize(10).fillColor(TEXT).text(issuer.name, issuerX, top, { width: issuerWidth, align: 'right' });
    doc.font('body').fontSize(9).fillColor(MUTED);
    for (const line of issuer.lines) doc.text(line, issuerX, doc.y + 1, { width: issuerWidth, align: 'right' });
  }
  doc.font('heading').fontSize(22).fillColor(TEXT).text(title, left, Math.max(wordmarkBottom, doc.y) + 16, { width: contentWidth(doc) });
  doc.x = left;
  doc.y += 10;
  rule(doc);
}

/** Short labelled facts on one line each, labels in a narrow column (a statement's donor, period, date). */
export function facts(doc: PDFKit.PDFDocument, lines: readonly DocumentLine[]): void {
  const left = doc.page.margins.left;
  const labelWidth = 70;
  for (const line of lines) {
    const y = doc.y;
    doc.font('bold').fontSize(10).fillColor(TEXT).text(line.label, left, y, { width: labelWidth });
    doc.font('body').text(line.value, left + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y += 3;
  }
  doc.x = left;
}

/** A thin line across the page at the current height, with room after it. */
export function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 12;
}

/** Label and value on one row each, the labels in a column of their own. */
export function labelledLines(doc: PDFKit.PDFDocument, lines: readonly DocumentLine[]): void {
  const left = doc.page.margins.left;
  const labelWidth = 170;
  const valueWidth = contentWidth(doc) - labelWidth - 12;
  for (const line of lines) {
    doc.font('body').fontSize(10.5);
    const height = Math.max(doc.heightOfString(line.value, { width: valueWidth }), doc.font('bold').heightOfString(line.label, { width: labelWidth }));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.font('bold').fillColor(TEXT).text(line.label, left, y, { width: labelWidth });
    doc.font('body').text(line.value, left + labelWidth + 12, y, { width: valueWidth });
    doc.y = y + height + 6;
  }
  doc.x = left;
}

/** The statements a document makes, as paragraphs. */
export function paragraphs(doc: PDFKit.PDFDocument, texts: readonly string[], options: { size?: number; color?: string; bold?: boolean } = {}): void {
  for (const text of texts) {
    doc.font(options.bold ? 'bold' : 'body').fontSize(options.size ?? 10).fillColor(options.color ?? TEXT);
    doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.5);
  }
}

/** "Page 1 of 2" and the issuer on every page, drawn once all pages exist. */
export function footers(doc: PDFKit.PDFDocument, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page; the footer lives there, so lift it for a moment.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${text} · Page ${index - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - MARGIN - 10, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Draws with `draw` and streams the file to `writable`, resolving once all of it is written. */
export function streamPdf(doc: PDFKit.PDFDocument, draw: (doc: PDFKit.PDFDocument) => void, writable: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    writable.once('finish', resolve);
    writable.once('error', reject);
    // The reader went away (a closed tab): nothing more to write, and nothing to report.
    writable.once('close', resolve);
    doc.once('error', reject);
    doc.pipe(writable);
    draw(doc);
    doc.end();
  });
}

/** The whole file in memory: for an email attachment, and for tests that read it back. */
export function pdfBytes(doc: PDFKit.PDFDocument, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.once('end', () => resolve(Buffer.concat(chunks)));
    doc.once('error', reject);
    draw(doc);
    doc.end();
  });
}
