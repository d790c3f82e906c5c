import type { Receipt } from '@/lib/schemas/payments';
import { emailBrandingFromConfig } from '@/lib/server/email/email-branding';
import { type EmailTemplateName, emailTemplates } from '@/lib/server/email/email-registry';
import { renderEmail } from '@/lib/server/email/email-render';
import { emailSamples } from '@/lib/server/email/email-samples';

const brand = { siteName: 'Te Pānui o Te Tai Tokerau', siteUrl: 'https://news.example.nz', logoUrl: 'https://news.example.nz/email-logo.png' };
const hostile = 'Aroha <script>alert(1)</script> & "Co"';

const receipt = (fields: Partial<Receipt> = {}): Receipt => ({
  ...emailSamples.receipt,
  txId: 'tx_abc',
  memberName: hostile,
  description: 'Donation <b>bold</b>',
  billingInterval: 'ONE_OFF',
  paymentType: 'PAY_WHAT_YOU_WANT',
  amount: '$50.00',
  amountCents: 5_000,
  refunds: [{ amountCents: 2_500, amount: '$25.00', date: '25 November 2026' }],
  netAmount: '$25.00',
  netAmountCents: 2_500,
  ...fields,
});

describe('email templates', () => {
  it.each(Object.keys(emailTemplates) as EmailTemplateName[])('%s renders an HTML and a text part from its sample, with the site’s name and logo', async (name) => {
    const email = await renderEmail(name, emailSamples[name] as never, brand);
    expect(email.subject.length).toBeGreaterThan(0);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('<img alt="Te Pānui o Te Tai Tokerau" height="32" src="https://news.example.nz/email-logo.png"');
    expect(email.text).toContain('Te Pānui o Te Tai Tokerau https://news.example.nz');
    expect(email.text).not.toMatch(/<[a-z]/);
  });

  it('a receipt: every line in the text part, the same escaped in the HTML, a link to the receipt page, no List-Unsubscribe', async () => {
    const email = await renderEmail('receipt', receipt(), brand);
    expect(email.subject).toBe('Your receipt from Te Pānui o Te Tai Tokerau: $50.00 NZD');
    expect(email.text).toContain(`Kia ora ${hostile},`);
    expect(email.text).toContain('Amount: $50.00 NZD\n');
    expect(email.text).toContain('For: Donation <b>bold</b>\n');
    expect(email.text).toContain('Card: visa ending 4242\nTransaction: tx_abc\nRefunded: $25.00 on 25 November 2026\nAmount after refunds: $25.00 NZD');
    expect(email.text).toContain('https://news.example.nz/receipt/tx_abc');
    expect(email.html).not.toMatch(/<script|<b>bold/);
    expect(email.html).toContain('Aroha &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(email.html).toContain('href="https://news.example.nz/receipt/tx_abc"');
    expect(email.headers).toEqual({});
  });

  it('a receipt with no refunds has no refund lines', async () => {
    const email = await renderEmail('receipt', receipt({ refunds: [], netAmount: '$50.00', netAmountCents: 5_000 }), brand);
    expect(email.text).not.toContain('Refunded');
    expect(email.text).not.toContain('after refunds');
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
