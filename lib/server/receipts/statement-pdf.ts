import type { Statement, StatementEntry } from '@/lib/schemas/receipts';
import { BRAND, contentWidth, documentHeader, facts, footers, MUTED, paragraphs, type PdfMeta, rule, TEXT } from './pdf-layout';

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
  cell: (entry: StatementEntry) => string;
  total: (statement: Statement) => string;
}

/** The statement's columns; the GST column only on a GST-registered site's statement. */
function columnsOf(statement: Statement, width: number): Column[] {
  const money = 66;
  const date = 104;
  const withGst = statement.totals.gst !== null;
  const fixed = date + money * (withGst ? 4 : 3);
  return [
    { heading: 'Date', width: date, align: 'left', cell: (entry) => entry.date, total: () => 'Total' },
    { heading: 'Description', width: width - fixed, align: 'left', cell: (entry) => (entry.refundNote ? `${entry.description}\n${entry.refundNote}` : entry.description), total: () => '' },
    { heading: 'Amount', width: money, align: 'right', cell: (entry) => entry.amount, total: (s) => s.totals.amount },
    { heading: 'Refunded', width: money, align: 'right', cell: (entry) => (entry.refundedCents ? entry.refunded : '–'), total: (s) => s.totals.refunded },
    { heading: 'Kept', width: money, align: 'right', cell: (entry) => entry.kept, total: (s) => s.totals.kept },
    ...(withGst ? [{ heading: 'GST incl.', width: money, align: 'right' as const, cell: (entry: StatementEntry) => entry.gst ?? '', total: (s: Statement) => s.totals.gst ?? '' }] : []),
  ];
}

const cellHeight = (doc: PDFKit.PDFDocument, columns: Column[], cells: string[]) => Math.max(...columns.map((column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width - 8 })));

/** One row of cells at the current height; answers the height it took. */
function row(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], options: { bold?: boolean; color?: string } = {}): number {
  doc.font(options.bold ? 'bold' : 'body').fontSize(9.5);
  const height = cellHeight(doc, columns, cells);
  const y = doc.y;
  let x = doc.page.margins.left;
  columns.forEach((column, i) => {
    doc.fillColor(options.color ?? TEXT).text(cells[i] ?? '', x + 4, y, { width: column.width - 8, align: column.align });
    x += column.width;
  });
  doc.y = y + height;
  return height;
}

function line(doc: PDFKit.PDFDocument, y: number, color = '#dddddd', width = 0.5): void {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** The payments as a table, its heading repeated on each new page, then the totals. */
function table(doc: PDFKit.PDFDocument, statement: Statement): void {
  const columns = columnsOf(statement, contentWidth(doc));
  const heading = () => {
    row(doc, columns, columns.map((column) => column.heading), { bold: true, color: BRAND });
    line(doc, doc.y + 3, BRAND, 0.75);
    doc.y += 8;
  };
  heading();
  for (const entry of statement.entries) {
    const cells = columns.map((column) => column.cell(entry));
    doc.font('body').fontSize(9.5);
    if (doc.y + cellHeight(doc, columns, cells) + 16 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      heading();
    }
    row(doc, columns, cells);
    // The receipt number under the row, small and on one line: each payment's own receipt is its tax document.
    doc.font('body').fontSize(7.5).fillColor(MUTED).text(`Receipt ${entry.txId}`, doc.page.margins.left + 4 + columns[0]!.width, doc.y + 1, { width: contentWidth(doc) - columns[0]!.width - 8, lineBreak: false });
    line(doc, doc.y + 3);
    doc.y += 8;
  }
  if (doc.y + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  line(doc, doc.y, TEXT, 0.75);
  doc.y += 5;
  row(doc, columns, columns.map((column) => column.total(statement)), { bold: true });
}

export const statementFilename = (statement: Pick<Statement, 'period'>) =>
  `statement-${statement.period.kind === 'tax-year' ? `tax-year-${statement.period.year}` : statement.period.year}.pdf`;

export const statementPdfMeta = (statement: Statement): PdfMeta => ({
  title: statement.title,
  author: statement.issuer.name,
  subject: `${statement.title}: ${statement.dates}`,
});

/** Draws a statement: title, issuer, donor and period, the payments with refunds shown, the total and the tax wording. */
export function drawStatement(statement: Statement, siteName: string) {
  return (doc: PDFKit.PDFDocument) => {
    documentHeader(doc, siteName, statement.title, statement.issuer);
    const donor = [statement.donor.name, statement.donor.email].filter(Boolean).join(', ') || '—';
    facts(doc, [
      { label: statement.kind === 'donation-receipt' ? 'Donor' : 'For', value: donor },
      { label: 'Period', value: statement.dates },
      { label: 'Issued', value: statement.issuedOn },
    ]);
    doc.moveDown(1);
    if (statement.entries.length === 0) paragraphs(doc, [`There were no payments in this period.`]);
    else table(doc, statement);
    doc.moveDown(1.5);
    if (statement.kind === 'donation-receipt') paragraphs(doc, [`Total donated: ${statement.totals.kept} NZD`], { size: 12, bold: true });
    rule(doc);
    paragraphs(doc, statement.notes);
    if (statement.signature) paragraphs(doc, [statement.signature], { color: MUTED });
    footers(doc, `${statement.title} · ${statement.issuer.name}`);
  };
}
