// RFC 4180 CSV with spreadsheet formula injection neutralised (decision 198).

/** A number of ours (an amount from a numeric column), written as it is: never prefixed, never quoted. */
export interface CsvNumber {
  readonly number: string;
}

/** Text (anything a person typed or a provider sent), a number of ours, or an empty cell. */
export type CsvCell = string | CsvNumber | null;

/** UTF-8's byte order mark: without it Excel reads the file as Windows-1252 and mangles macrons (Pānui, Māori). */
export const UTF8_BOM = '\ufeff';

// OWASP's list: a spreadsheet reads a cell starting with one of these as a formula (tab and CR
// because Excel strips them and reads what follows). The full-width forms are there too, as some
// spreadsheets fold them to the ASCII ones.
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet would run as a formula, made inert with a leading apostrophe. */
export const neutraliseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Cents as a decimal amount of dollars ("-2.50"), from integer arithmetic, so no float rounding. */
export function decimalCents(cents: number): CsvNumber {
  const whole = Math.abs(Math.trunc(cents));
  const sign = cents < 0 ? '-' : '';
  return { number: `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}` };
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return cell.number;
  const text = neutraliseFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 says. */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(cellText).join(',')}\r\n`;
