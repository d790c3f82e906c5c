import { execFile } from 'node:child_process';
import path from 'node:path';

/** What a PDF says, read back with Mozilla's pdf.js as a donor's PDF reader (or Inland Revenue's) would. */
export interface PdfText {
  /** Every page's text, pieces joined by spaces, pages by a line break. */
  text: string;
  pages: number;
  /** The document's Title (what a reader shows in its title bar). */
  title: string | undefined;
}

const READER = path.join(__dirname, 'pdf-text-reader.mjs');

export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [READER], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PdfText);
    });
    child.stdin?.end(Buffer.from(bytes));
  });
}
