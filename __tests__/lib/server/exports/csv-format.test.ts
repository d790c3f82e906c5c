import { csvLine, decimalCents, neutraliseFormula } from '@/lib/server/exports/csv-format';
import { parseCsv } from '../../../helpers/csv-parse';

describe('a CSV line', () => {
  it('quotes what needs quoting and a spreadsheet reads the same text back', () => {
    const cells = ['plain', 'Smith, Aroha', 'She said "kia ora"', 'two\nlines', 'cr\rhere', 'Ngā mihi, Pānui', ''];
    const line = csvLine(cells);
    expect(line).toBe('plain,"Smith, Aroha","She said ""kia ora""","two\nlines","cr\rhere","Ngā mihi, Pānui",\r\n');
    expect(parseCsv(line)).toEqual([cells]);
  });

  it('writes an empty cell for null', () => {
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@x', "'@x"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['＝1+1', "'＝1+1"],
  ])('makes text starting with a formula character inert: %j', (text, inert) => {
    expect(neutraliseFormula(text)).toBe(inert);
    expect(parseCsv(csvLine([text]))).toEqual([[inert]]);
  });

  it('leaves text that only contains those characters alone', () => {
    expect(csvLine(['Aroha-Smith', 'a=b', 'me@example.nz', '1+1'])).toBe('Aroha-Smith,a=b,me@example.nz,1+1\r\n');
  });

  it('writes amounts of ours as plain numbers, a negative one too, never prefixed or quoted', () => {
    expect(csvLine([decimalCents(2_500), decimalCents(-250), decimalCents(5), decimalCents(0), decimalCents(-1_000_099)])).toBe('25.00,-2.50,0.05,0.00,-10000.99\r\n');
  });
});
