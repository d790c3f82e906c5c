import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { site } from '@/lib/site';
import type { SitePageSlug } from '@/lib/site-pages/site-page-slugs';

// What /about, /contact and /privacy say until the newsroom saves its own words on the desk
// (decision 315). Plain, general and true of this software as it ships (advertising is mentioned
// only on a site built with an ad unit): nothing about named people or numbers the newsroom has
// not chosen. The desk's form starts from these words.

export interface SitePageText {
  title: string;
  /** In the story body's markup (p, h2, ul, a…), so the desk's editor opens it as it is. */
  bodyHtml: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const name = escapeHtml(site.name);
const email = escapeHtml(site.contactEmail);
const mail = `<a href="mailto:${email}">${email}</a>`;

const about = (): SitePageText => ({
  title: `About ${site.name}`,
  bodyHtml: [
    `<p>${name} is an independent news site from Aotearoa New Zealand, reporting on what matters to the people who live here.</p>`,
    '<h2>Paid for by readers</h2>',
    `<p>${name} is free to read. It is paid for by readers who give once, monthly or yearly${adUnitPrefix ? ', and by some advertising, which readers who support us do not see' : ''}. Readers’ gifts keep the site open to everyone, including people who cannot pay. <a href="/donate">Support our journalism</a>.</p>`,
    '<h2>Editorial independence</h2>',
    '<p>Our editors decide what we report and how. Supporters, advertisers and funders do not choose our stories, see them before they are published or change what we write. Where a story involves someone who has given us money, we say so.</p>',
    '<h2>Corrections</h2>',
    `<p>We try to get things right, and we fix our mistakes openly. When we correct a story we say what changed. If you think we have got something wrong, email ${mail} with a link to the story and what you believe is wrong.</p>`,
    `<p>To get in touch, see our <a href="/contact">contact page</a>. How we look after your information is set out in our <a href="/privacy">privacy policy</a>.</p>`,
  ].join(''),
});

const contact = (): SitePageText => ({
  title: `Contact ${site.name}`,
  bodyHtml: [
    `<p>The best way to reach the newsroom is by email: ${mail}. We read everything that comes in, though we cannot always reply to each message.</p>`,
    '<h2>Story tips</h2>',
    `<p>If you know something we should look into, email ${mail}. Tell us what you know, how you know it and how to reach you. If you need us to keep your name to ourselves, say so before you tell us anything else: we protect our sources.</p>`,
    '<h2>Corrections</h2>',
    `<p>If something we published is wrong, email ${mail} with a link to the story and what needs correcting. We will look into it and correct the story if we got it wrong.</p>`,
    '<h2>Complaints</h2>',
    `<p>If you believe a story breaches journalism standards (accuracy, fairness, balance or privacy), write to us first at ${mail} and say which story and what the problem is. We aim to answer within 10 working days. If you are not satisfied with our answer, you can take your complaint to the <a href="https://www.mediacouncil.org.nz/">New Zealand Media Council</a>.</p>`,
    '<h2>Your account and support</h2>',
    `<p>Questions about your account, a donation or a receipt: email ${mail}. You can manage your cards, regular support and newsletters yourself on <a href="/profile">your profile</a>.</p>`,
  ].join(''),
});

const privacy = (): SitePageText => ({
  title: 'Privacy policy',
  bodyHtml: [
    `<p>This policy says what information ${name} collects, why, and what you can do about it. We follow New Zealand’s Privacy Act 2020.</p>`,
    '<h2>Your account</h2>',
    '<p>When you make an account we keep your name, email address and when you signed in. Sign-in is handled by Google’s Firebase Authentication, which keeps your password; we never see it. If you save bookmarks, a watch list, podcast places or (if you say yes) your reading history to your account, we keep those too.</p>',
    '<h2>Donations and memberships</h2>',
    '<p>Payments are made through Stripe. Your card number goes straight to Stripe: we never see or store your full card number. We keep what we need to run your support and give you receipts: the amount, how often, the date, and your card’s brand, last four digits and expiry date.</p>',
    '<h2>Newsletters</h2>',
    '<p>If you sign up for a newsletter we keep your email address, which newsletters you chose, and when and from where you agreed to receive them. Every newsletter has a link to unsubscribe.</p>',
    '<h2>Comments</h2>',
    '<p>Comments you post are public, under the name on your account.</p>',
    adUnitPrefix ? '<h2>Analytics and advertising</h2>' : '<h2>Analytics</h2>',
    `<p>We record how the site is used (for example which pages are read and which buttons are pressed) so we can see what works. We keep these records for a limited time and then delete them.${adUnitPrefix ? ' Readers who do not support us may see advertising from Google’s ad service, which may use cookies; supporters see no ads.' : ''}</p>`,
    '<h2>Cookies and your browser</h2>',
    '<p>We use a cookie to keep you signed in, and a cookie that counts how many stories you have read recently. Your reading history is kept in your own browser unless you choose to keep it with your account.</p>',
    '<h2>Your information, your choice</h2>',
    '<p>Under the Privacy Act you can ask to see the information we hold about you and ask us to correct it. Signed in, you can do much of this yourself on <a href="/profile">your profile</a>: “Download my data” gives you a copy of everything we hold about you, and “Delete your account” cancels any regular support and removes your account and your personal information. Records of past payments are kept without your name, because we must keep accounts.</p>',
    '<h2>Contact and complaints</h2>',
    `<p>For any question about your information, or to make a request, email ${mail}. If you are not happy with our answer, you can complain to the <a href="https://www.privacy.org.nz/">Office of the Privacy Commissioner</a>.</p>`,
  ].join(''),
});

const DEFAULTS: Record<SitePageSlug, () => SitePageText> = { about, contact, privacy };

/** The page's words when the newsroom has not saved its own. */
export const defaultSitePage = (slug: SitePageSlug): SitePageText => DEFAULTS[slug]();

/** The page's meta description: the same whatever the newsroom writes, so it can never be left empty. */
export function sitePageDescription(slug: SitePageSlug): string {
  switch (slug) {
    case 'about':
      return `Who ${site.name} is, how readers pay for it, and how we keep our reporting independent and correct our mistakes.`;
    case 'contact':
      return `How to reach the ${site.name} newsroom with a tip, a correction, a complaint or a question about your account.`;
    case 'privacy':
      return `What ${site.name} collects about readers, supporters and newsletter subscribers, why, and how to see or delete it.`;
  }
}
