import type { Receipt } from '@/lib/schemas/payments';
import { emailBrandingFromConfig } from '@/lib/server/email/email-branding';
import { type EmailTemplateName, emailTemplates } from '@/lib/server/email/email-registry';
import { renderEmail } from '@/lib/server/email/email-render';
import { emailSamples } from '@/lib/server/email/email-samples';
import { receiptTax } from '@/lib/server/receipts/receipt-document';
import { type TaxIdentity, taxIdentity } from '@/lib/server/receipts/tax-identity';

const brand = { siteName: 'Te Pānui o Te Tai Tokerau', siteUrl: 'https://news.example.nz', logoUrl: 'https://news.example.nz/email-logo.png' };
const hostile = 'Aroha <script>alert(1)</script> & "Co"';

/** A receipt as receipt-service.ts builds it: its document is written under `identity`'s tax settings. */
const receipt = (fields: Partial<Receipt> = {}, identity: TaxIdentity = taxIdentity({}, brand.siteName), refunds = [{ amountCents: 2_500, createdAt: new Date('2026-11-24T12:00:00Z') }]): Receipt => {
  const facts = {
    txId: 'tx_abc',
    amountCents: 5_000,
    date: '22 November 2026, 9:30 am NZ time',
    description: 'Donation <b>bold</b>',
    billingInterval: 'ONE_OFF' as const,
    card: { brand: 'visa', last4: '4242' },
    memberName: hostile,
    memberEmail: 'aroha@example.nz',
    refunds,
  };
  const tax = receiptTax(identity, facts);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    ...emailSamples.receipt,
    siteName: brand.siteName,
    txId: facts.txId,
    memberName: hostile,
    description: facts.description,
    billingInterval: 'ONE_OFF',
    paymentType: 'PAY_WHAT_YOU_WANT',
    amount: '$50.00',
    amountCents: 5_000,
    refunds: refunds.map((refund) => ({ amountCents: refund.amountCents, amount: '$25.00', date: '25 November 2026' })),
    netAmount: `$${((5_000 - refunded) / 100).toFixed(2)}`,
    netAmountCents: 5_000 - refunded,
    kind: tax.kind,
    gst: tax.gst,
    nameNeeded: tax.nameNeeded,
    document: tax.document,
    ...fields,
  };
};

describe('email templates', () => {
  it.each(Object.keys(emailTemplates) as EmailTemplateName[])('%s renders an HTML and a text part from its sample, with the site’s name and logo', async (name) => {
    const email = await renderEmail(name, emailSamples[name] as never, brand);
    expect(email.subject.length).toBeGreaterThan(0);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('<img alt="Te Pānui o Te Tai Tokerau" height="32" src="https://news.example.nz/email-logo.png"');
    expect(email.text).toContain('Te Pānui o Te Tai Tokerau https://news.example.nz');
    expect(email.text).not.toMatch(/<[a-z]/);
  });

  it('a receipt is the receipt document: every line in the text part, escaped in the HTML, links to its page and PDF, the PDF attached, no List-Unsubscribe', async () => {
    const email = await renderEmail('receipt', receipt(), brand);
    expect(email.subject).toBe('Your receipt from Te Pānui o Te Tai Tokerau: $50.00 NZD');
    expect(email.text).toContain(`Kia ora ${hostile},`);
    expect(email.text).toContain('Receipt number: tx_abc\nDate: 22 November 2026, 9:30 am NZ time\n');
    expect(email.text).toContain(`Received from: ${hostile}, aroha@example.nz\n`);
    expect(email.text).toContain('Description: Donation <b>bold</b> (one-off)\n');
    expect(email.text).toContain('Amount: $50.00 NZD\nRefunded: $25.00 on 25 November 2026\nAmount after refunds: $25.00 NZD\nPaid by: Visa ending 4242');
    // Each link ends its line in the text part: no full stop a mail program would take into the URL.
    expect(email.text).toContain('See it online or print it https://news.example.nz/receipt/tx_abc\nDownload the PDF again https://news.example.nz/api/tsom/payments/receipt.pdf?txId=tx_abc\n');
    expect(email.text).not.toContain('GST');
    expect(email.html).not.toMatch(/<script|<b>bold/);
    expect(email.html).toContain('Aroha &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(email.html).toContain('href="https://news.example.nz/receipt/tx_abc"');
    expect(email.html).toContain('href="https://news.example.nz/api/tsom/payments/receipt.pdf?txId=tx_abc"');
    expect(email.headers).toEqual({});
    expect(email.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: 'receipt-tx_abc.pdf', contentType: 'application/pdf' }]);
    expect(email.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a receipt with no refunds has no refund lines', async () => {
    const email = await renderEmail('receipt', receipt({}, undefined, []), brand);
    expect(email.text).toContain('Amount: $50.00 NZD\n');
    expect(email.text).not.toContain('Refunded');
    expect(email.text).not.toContain('after refunds');
  });

  it('with GST_NUMBER the receipt email is a tax invoice: supplier, GST number, the total with the 3/23 of GST in it, the refund as a correction', async () => {
    const identity = taxIdentity({ GST_NUMBER: '123-456-789', LEGAL_NAME: 'Te Tai Tokerau Media Limited' }, brand.siteName);
    const email = await renderEmail('receipt', receipt({}, identity), brand);
    expect(email.subject).toBe('Your tax invoice from Te Pānui o Te Tai Tokerau: $50.00 NZD');
    expect(email.text).toContain('Here is your tax invoice.');
    expect(email.text).toContain('Te Tai Tokerau Media Limited\nTrading as Te Pānui o Te Tai Tokerau\nGST number 123-456-789');
    expect(email.text).toContain(`Recipient: ${hostile}, aroha@example.nz\n`);
    expect(email.text).toContain('Total including GST: $50.00 NZD\nGST (15%) included: $6.52 NZD\nRefunded: $25.00 on 25 November 2026, GST $3.26\n');
    expect(email.text).toContain('All amounts include GST at 15%.');
    expect(email.attachments.map((file) => file.filename)).toEqual(['tax-invoice-tx_abc.pdf']);
  });

  it('with CHARITY_NUMBER the receipt email is a donation receipt with the charity’s numbers, the tax-credit note and who signed it', async () => {
    const identity = taxIdentity({ CHARITY_NUMBER: 'CC12345', IRD_NUMBER: '49-091-850', RECEIPT_SIGNATORY: 'Hine Walker, Treasurer' }, brand.siteName);
    const email = await renderEmail('receipt', receipt({}, identity), brand);
    expect(email.subject).toBe('Your donation receipt from Te Pānui o Te Tai Tokerau: $50.00 NZD');
    expect(email.text).toContain('Registered charity CC12345 (Charities Services)\nIRD number 49-091-850');
    expect(email.text).toContain(`Donor: ${hostile}, aroha@example.nz\n`);
    expect(email.text).toContain('Amount received: $50.00 NZD\nRefunded: $25.00 on 25 November 2026\nDonation after refunds: $25.00 NZD');
    expect(email.text).toContain('can be claimed for a donation tax credit from Inland Revenue');
    expect(email.text).toContain('Authorised by Hine Walker, Treasurer, for Te Pānui o Te Tai Tokerau');
  });

  it('a failed renewal’s notice gives the next try and the update-card link; the last one says it was the last', async () => {
    const data = { ...emailSamples['renewal-failed'], memberName: hostile };
    const email = await renderEmail('renewal-failed', data, brand);
    expect(email.subject).toBe('Your Te Pānui o Te Tai Tokerau payment did not go through');
    expect(email.text).toContain('We tried to take your $25.00 NZD monthly gift, but your card was declined.');
    expect(email.text).toContain('We will try again on 25 November 2026.');
    expect(email.text).toContain(`Update your card ${data.updateCardUrl}`);
    expect(email.html).toContain('Aroha &lt;script&gt;');
    const last = await renderEmail('renewal-failed', { ...data, nextTry: null }, brand);
    expect(last.text).toContain('This was our last try.');
    await expect(renderEmail('renewal-failed', { ...data, updateCardUrl: 'javascript:alert(1)' }, brand)).rejects.toThrow();
  });

  it('a renewal that needs 3-D Secure links to the bank’s screen and to another card; the final notice links to start again', async () => {
    const auth = await renderEmail('renewal-needs-authentication', emailSamples['renewal-needs-authentication'], brand);
    expect(auth.subject).toBe('Confirm your Te Pānui o Te Tai Tokerau payment with your bank');
    expect(auth.text).toContain(`Confirm the payment ${emailSamples['renewal-needs-authentication'].confirmUrl}`);
    expect(auth.html).toContain(`href="${emailSamples['renewal-needs-authentication'].updateCardUrl}"`);
    const lapsed = await renderEmail('subscription-lapsed', emailSamples['subscription-lapsed'], brand);
    expect(lapsed.subject).toBe('Your Te Pānui o Te Tai Tokerau support has ended');
    expect(lapsed.text).toContain('Support us again http://localhost:3000/donate');
    expect(lapsed.attachments).toEqual([]);
  });

  it('the April statement email gives the year’s total, links and attaches the statement’s PDF', async () => {
    const email = await renderEmail('statement', emailSamples.statement, brand);
    expect(email.subject).toBe('Your donation receipt for the 2026 tax year from Te Pānui o Te Tai Tokerau');
    expect(email.text).toContain('You gave $25.00 NZD in the 2026 tax year.');
    expect(email.text).toContain('See your donation receipt online https://news.example.nz/profile/statement/tax-year/2026\nDownload the PDF again https://news.example.nz/api/tsom/payments/statement.pdf?period=tax-year&year=2026\n');
    expect(email.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(email.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a refund says how much, of which payment, and what is left; a full refund says so', async () => {
    const partly = await renderEmail('refund', { receipt: receipt(), refundAmount: '$25.00' }, brand);
    expect(partly.subject).toBe('Te Pānui o Te Tai Tokerau has refunded $25.00 NZD');
    expect(partly.text).toContain('We have refunded $25.00 NZD of your $50.00 payment of 22 November 2026, 9:30 am NZ time (Donation <b>bold</b>).');
    expect(partly.text).toContain('After this refund, the payment stands at $25.00 NZD.');
    expect(partly.html).toContain('Donation &lt;b&gt;bold&lt;/b&gt;');
    const full = await renderEmail('refund', { receipt: receipt({ netAmount: '$0.00', netAmountCents: 0 }), refundAmount: '$50.00' }, brand);
    expect(full.text).toContain('The payment has been refunded in full.');
  });

  it('the newsletter confirmation carries List-Unsubscribe (RFC 8058) and its links in both parts', async () => {
    const email = await renderEmail('newsletter-confirmation', { ...emailSamples['newsletter-confirmation'], listName: 'Climate <i>Dispatch</i>' }, brand);
    expect(email.subject).toBe('Confirm your subscription to Climate <i>Dispatch</i>');
    expect(email.headers).toEqual({ 'List-Unsubscribe': '<http://localhost:3000/api/newsletters/unsubscribe?token=sample>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(email.text).toContain('Confirm your subscription http://localhost:3000/newsletters/confirm?token=sample');
    expect(email.text).toContain('Unsubscribe http://localhost:3000/newsletters/unsubscribe?token=sample');
    expect(email.html).toContain('Climate &lt;i&gt;Dispatch&lt;/i&gt;');
  });

  it('a welcome names the interval and links to the profile', async () => {
    const email = await renderEmail('welcome', { memberName: null, amount: '$120.00', billingInterval: 'YEARLY' }, brand);
    expect(email.subject).toBe('Welcome, yearly supporter of Te Pānui o Te Tai Tokerau');
    expect(email.text).toMatch(/^Kia ora,\n/);
    expect(email.text).toContain('Your $120.00 NZD each year');
    expect(email.text).toContain('Manage your support https://news.example.nz/profile');
  });

  it('without a logo the name stands at the top of the HTML', async () => {
    const email = await renderEmail('welcome', emailSamples.welcome, { ...brand, logoUrl: null });
    expect(email.html).not.toContain('<img');
    expect(email.html).toMatch(/<a href="https:\/\/news\.example\.nz"[^>]*>Te Pānui o Te Tai Tokerau<\/a>/);
  });

  it('refuses data that does not fit the template', async () => {
    await expect(renderEmail('welcome', { memberName: null, amount: '$1', billingInterval: 'WEEKLY' } as never, brand)).rejects.toThrow();
  });
});

describe('email branding from configuration', () => {
  const config = { SITE_URL: 'https://news.example.nz', MAIL_LOGO_URL: undefined };
  it('uses MAIL_LOGO_URL when set, else a non-SVG site logo, else the PNG of the default logo, else none', () => {
    expect(emailBrandingFromConfig({ ...config, MAIL_LOGO_URL: 'https://cdn.example.nz/logo.png' }, { name: 'N', logoPath: '/logo.svg' }).logoUrl).toBe('https://cdn.example.nz/logo.png');
    expect(emailBrandingFromConfig(config, { name: 'N', logoPath: '/brand/logo.png' }).logoUrl).toBe('https://news.example.nz/brand/logo.png');
    expect(emailBrandingFromConfig(config, { name: 'N', logoPath: '/logo.svg' }).logoUrl).toBe('https://news.example.nz/email-logo.png');
    expect(emailBrandingFromConfig(config, { name: 'N', logoPath: '/brand/ours.svg' }).logoUrl).toBeNull();
  });
});
