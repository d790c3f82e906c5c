import { ConfigError, parseConfig } from '@/lib/server/config';
import { checkCharityNumber, checkIrdNumber } from '@/lib/server/receipts/tax-numbers';

describe('checkIrdNumber: 8 or 9 digits with Inland Revenue’s modulus-11 check digit', () => {
  it.each([
    // Inland Revenue's own examples in its RWT/NRWT specification.
    ['49091850', '49-091-850'],
    ['35901981', '35-901-981'],
    ['49-098-576', '49-098-576'],
    // Its primary weights give 10 here, so the check digit comes from the secondary weights.
    ['136410132', '136-410-132'],
    [' 136 410 132 ', '136-410-132'],
  ])('accepts %j as %s', (text, formatted) => {
    expect(checkIrdNumber(text)).toEqual({ ok: true, formatted });
  });

  it.each([
    ['136-410-133', /check digit/], // one digit off
    ['123-456-789', /check digit/], // the usual placeholder is no real number
    ['9-125-568', /8 or 9 digits/], // seven digits
    ['01-234-567', /10-000-000 or more/],
    ['1234567890', /8 or 9 digits/],
    ['12-345-67a', /8 or 9 digits/],
  ])('refuses %j', (text, reason) => {
    const checked = checkIrdNumber(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(reason);
  });
});

describe('checkCharityNumber', () => {
  it('accepts CC and five or six digits, in any case, written in capitals', () => {
    expect(checkCharityNumber('cc12345')).toEqual({ ok: true, formatted: 'CC12345' });
    expect(checkCharityNumber('CC123456')).toEqual({ ok: true, formatted: 'CC123456' });
  });

  it.each(['12345', 'CC1234', 'CC 12345', 'CH12345'])('refuses %j', (text) => {
    expect(checkCharityNumber(text).ok).toBe(false);
  });
});

describe('receipt settings in the configuration', () => {
  it('keeps GST and IRD numbers as Inland Revenue writes them', () => {
    const config = parseConfig({ GST_NUMBER: '136410132', CHARITY_NUMBER: 'cc12345', RECEIPT_SIGNATORY: 'Aroha Ngata, Treasurer', LEGAL_NAME: 'Pānui Media Trust' });
    expect([config.GST_NUMBER, config.CHARITY_NUMBER, config.IRD_NUMBER, config.LEGAL_NAME]).toEqual(['136-410-132', 'CC12345', undefined, 'Pānui Media Trust']);
  });

  it('names the setting and what is wrong with it', () => {
    expect(() => parseConfig({ GST_NUMBER: '123-456-789' })).toThrow(new ConfigError('GST_NUMBER: is not a valid IRD number (its check digit does not match: a mistyped digit?)'));
    expect(() => parseConfig({ CHARITY_NUMBER: '12345' })).toThrow(/^CHARITY_NUMBER: must be a Charities Services registration number/);
  });

  it('wants a charity’s IRD number and who authorises its donation receipts', () => {
    expect(() => parseConfig({ CHARITY_NUMBER: 'CC12345', RECEIPT_SIGNATORY: 'Aroha Ngata, Treasurer' })).toThrow(/^IRD_NUMBER: is required with CHARITY_NUMBER/);
    expect(() => parseConfig({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-091-850' })).toThrow(/^RECEIPT_SIGNATORY: is required with CHARITY_NUMBER/);
    expect(parseConfig({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-091-850', RECEIPT_SIGNATORY: 'Aroha Ngata, Treasurer' }).IRD_NUMBER).toBe('49-091-850');
  });

  it('needs none of them: a fresh clone issues plain receipts', () => {
    const config = parseConfig({});
    expect([config.GST_NUMBER, config.CHARITY_NUMBER, config.LEGAL_NAME]).toEqual([undefined, undefined, undefined]);
  });
});
