// Reads a PDF from standard input with Mozilla's pdf.js and prints { text, pages, title } as JSON.
// A process of its own: pdf.js is an ES module only, which Jest's CommonJS tests cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str : ''))
      .filter((piece) => piece.trim() !== '')
      .join(' '),
  );
}
const { info } = await document.getMetadata();
process.stdout.write(JSON.stringify({ text: pages.join('\n'), pages: document.numPages, title: info?.Title }));
await document.destroy();
