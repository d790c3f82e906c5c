import { receiptTax, type ReceiptFacts } from '@/lib/server/receipts/receipt-document';
import { taxIdentity } from '@/lib/server/receipts/tax-identity';

const SIGNATORY = 'Aroha Ngata, Treasurer';
const PLAIN = taxIdentity({}, 'Pānui');
const GST = taxIdentity({ GST_NUMBER: '49-091-850', LEGAL_NAME: 'Pānui Media Limited', LEGAL_ADDRESS: '12 Cuba Street, Te Aro, Wellington 6011' }, 'Pānui');
const CHARITY = taxIdentity({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-098-576', RECEIPT_SIGNATORY: SIGNATORY, LEGAL_NAME: 'Pānui Trust' }, 'Pānui');
const BOTH = taxIdentity({ GST_NUMBER: '49-091-850', CHARITY_NUMBER: 'CC12345', RECEIPT_SIGNATORY: SIGNATORY, LEGAL_NAME: 'Pānui Trust' }, 'Pānui');

const facts = (fields: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  txId: 'tx_abc123',
  amountCents: 2_500,
  date: '22 November 2026, 9:30 am NZ time',
  description: 'Donation',
  billingInterval: 'ONE_OFF',
  card: { brand: 'visa', last4: '4242' },
  memberName: 'Aroha Tāne',
  memberEmail: 'aroha@example.nz',
  refunds: [],
  ...fields,
});

/** The document's lines as "Label: value", the way a reader scans them. */
const linesOf = (receipt: ReturnType<typeof receiptTax>) => receipt.document.lines.map((line) => `${line.label}: ${line.value}`);

describe('a plain receipt (neither GST_NUMBER nor CHARITY_NUMBER)', () => {
  it('shows who paid what, when and how, and no GST and no tax-credit wording', () => {
    const receipt = receiptTax(PLAIN, facts());
    expect(receipt.kind).toBe('receipt');
    expect(receipt.document.title).toBe('Receipt');
    expect(receipt.document.issuer).toEqual({ name: 'Pānui', lines: [] });
    expect(linesOf(receipt)).toEqual([
      'Receipt number: tx_abc123',
      'Date: 22 November 2026, 9:30 am NZ time',
      'Received from: Aroha Tāne, aroha@example.nz',
      'Description: Donation (one-off)',
      'Amount: $25.00 NZD',
      'Paid by: Visa ending 4242',
    ]);
    expect(receipt.gst).toBeNull();
    expect(receipt.document.notes).toEqual([]);
    expect(receipt.document.signature).toBeNull();
    expect(JSON.stringify(receipt.document)).not.toMatch(/GST|tax credit/);
  });

  it('lists each refund and what was kept', () => {
    const receipt = receiptTax(PLAIN, facts({ amountCents: 5_000, refunds: [{ amountCents: 2_500, createdAt: new Date('2026-11-24T22:00:00Z') }] }));
    expect(linesOf(receipt)).toEqual(expect.arrayContaining(['Amount: $50.00 NZD', 'Refunded: $25.00 on 25 November 2026', 'Amount after refunds: $25.00 NZD']));
  });
});

describe('a tax invoice (GST_NUMBER set)', () => {
  it('has the words, the supplier’s name and GST number, the total including GST and the GST in it', () => {
    const receipt = receiptTax(GST, facts({ billingInterval: 'MONTHLY', card: { brand: 'amex', last4: '0005' } }));
    expect(receipt.kind).toBe('tax-invoice');
    expect(receipt.document.title).toBe('Tax invoice');
    expect(receipt.document.issuer).toEqual({ name: 'Pānui Media Limited', lines: ['Trading as Pānui', '12 Cuba Street, Te Aro, Wellington 6011', 'GST number 49-091-850'] });
    expect(linesOf(receipt)).toEqual([
      'Receipt number: tx_abc123',
      'Date: 22 November 2026, 9:30 am NZ time',
      'Recipient: Aroha Tāne, aroha@example.nz',
      'Description: Donation (monthly)',
      'Total including GST: $25.00 NZD',
      'GST (15%) included: $3.26 NZD',
      'Paid by: American Express ending 0005',
    ]);
    expect(receipt.gst).toEqual({ includedCents: 326, included: '$3.26', keptCents: 326, kept: '$3.26' });
    expect(receipt.document.notes).toEqual(['All amounts include GST at 15%.']);
  });

  it('over $1,000 must name the recipient: a member without a name is asked for one', () => {
    expect(receiptTax(GST, facts({ amountCents: 100_000, memberName: null })).nameNeeded).toBe(false);
    const large = receiptTax(GST, facts({ amountCents: 100_001, memberName: null }));
    expect(large.nameNeeded).toBe(true);
    const named = receiptTax(GST, facts({ amountCents: 150_000 }));
    expect(named.nameNeeded).toBe(false);
    // The recipient's name and an email (one of the identifiers s 19E accepts).
    expect(linesOf(named)).toContain('Recipient: Aroha Tāne, aroha@example.nz');
    expect(linesOf(named)).toContain('GST (15%) included: $195.65 NZD');
  });

  it('shows a refund as a correction: the GST it gave back, and the total and GST after it', () => {
    const receipt = receiptTax(GST, facts({ amountCents: 5_000, refunds: [{ amountCents: 1_000, createdAt: new Date('2026-11-24T22:00:00Z') }] }));
    expect(linesOf(receipt)).toEqual(
      expect.arrayContaining([
        'Total including GST: $50.00 NZD',
        'GST (15%) included: $6.52 NZD',
        'Refunded: $10.00 on 25 November 2026, GST $1.30',
        'Total after refunds, including GST: $40.00 NZD',
        'GST included after refunds: $5.22 NZD',
      ]),
    );
    expect(receipt.gst).toEqual({ includedCents: 652, included: '$6.52', keptCents: 522, kept: '$5.22' });
    expect(receipt.document.notes).toContain('The refunds above correct this tax invoice: the GST shown against each is the GST it gave back.');
  });
});

describe('a donation receipt (CHARITY_NUMBER set)', () => {
  it('has the words, the charity’s name, registration and IRD numbers, the donor, the amount, the date, that nothing was given in return, and who authorised it', () => {
    const receipt = receiptTax(CHARITY, facts());
    expect(receipt.kind).toBe('donation-receipt');
    expect(receipt.document.title).toBe('Donation receipt');
    expect(receipt.document.issuer).toEqual({ name: 'Pānui Trust', lines: ['Trading as Pānui', 'Registered charity CC12345 (Charities Services)', 'IRD number 49-098-576'] });
    expect(linesOf(receipt)).toEqual([
      'Receipt number: tx_abc123',
      'Date: 22 November 2026, 9:30 am NZ time',
      'Donor: Aroha Tāne, aroha@example.nz',
      'Description: Donation (one-off)',
      'Donation: $25.00 NZD',
      'Paid by: Visa ending 4242',
    ]);
    expect(receipt.document.notes[0]).toBe('This is a receipt for a donation: a gift of money to Pānui Trust, a registered charity. No goods or services were received in return for it.');
    expect(receipt.document.notes.join(' ')).toMatch(/donation tax credit/);
    expect(receipt.document.notes.join(' ')).not.toMatch(/GST/);
    expect(receipt.document.signature).toBe('Authorised by Aroha Ngata, Treasurer, for Pānui Trust');
    expect(receipt.gst).toBeNull();
  });

  it('asks for the donor’s full name when the account has none, whatever the amount', () => {
    expect(receiptTax(CHARITY, facts({ memberName: null })).nameNeeded).toBe(true);
  });

  it('counts only what was kept after a refund, and a gift refunded in full is no donation receipt at all', () => {
    const partly = receiptTax(CHARITY, facts({ amountCents: 5_000, refunds: [{ amountCents: 2_000, createdAt: new Date('2026-11-24T22:00:00Z') }] }));
    expect(linesOf(partly)).toEqual(expect.arrayContaining(['Amount received: $50.00 NZD', 'Refunded: $20.00 on 25 November 2026', 'Donation after refunds: $30.00 NZD']));
    const fully = receiptTax(CHARITY, facts({ refunds: [{ amountCents: 2_500, createdAt: new Date('2026-11-24T22:00:00Z') }] }));
    expect(fully.kind).toBe('receipt');
    expect(fully.document.title).toBe('Receipt');
    expect(fully.document.notes).toEqual(['This payment was refunded in full, so it is not a donation and this is not a donation receipt.']);
    expect(fully.document.signature).toBeNull();
  });
});

describe('a charity registered for GST (both set)', () => {
  it('issues a donation receipt, not a tax invoice: a gift is no supply, so it holds no GST', () => {
    const receipt = receiptTax(BOTH, facts());
    expect(receipt.kind).toBe('donation-receipt');
    expect(receipt.gst).toBeNull();
    // IRD_NUMBER unset: the GST number is the charity's IRD number, printed once.
    expect(receipt.document.issuer.lines).toEqual(['Trading as Pānui', 'Registered charity CC12345 (Charities Services)', 'IRD and GST number 49-091-850']);
    expect(receipt.document.notes).toContain('A donation is not a payment for goods or services, so it includes no GST.');
    expect(linesOf(receipt).join('\n')).not.toMatch(/GST/);
  });
});
