import { escapeHtml, pageLinkHtml } from '@/components/navigation/page-link-html';
import { site, siteSections } from '@/lib/site';
import styles from './SiteLayout.module.css';

type Link = [href: string, name: string];
type Column = { title: string; links: Link[]; feed?: boolean };

/** The site's sections, then its podcasts, quizzes and TV: the header's menu lists these too. */
export const SECTION_LINKS: Link[] = siteSections.map(({ slug, name }) => [`/${slug}`, name]);
export const MEDIA_LINKS: Link[] = [
  ['/podcasts', 'Podcasts'],
  ['/quizzes', 'Quizzes'],
  ['/tv', 'TV'],
];

const COLUMNS: Column[] = [
  { title: 'Sections', links: SECTION_LINKS },
  { title: 'Listen, play, watch', links: MEDIA_LINKS, feed: true },
  {
    title: 'Support and you',
    links: [
      ['/members', 'Support us'],
      ['/newsletters', 'Newsletters'],
      ['/reading-history', 'Your reading history'],
      ['/bookmarks', 'Your bookmarks'],
      ['/watchlist', 'Your watch list'],
    ],
  },
  {
    title: 'The newsroom',
    links: [
      ['/about', 'About us'],
      ['/contact', 'Contact us'],
      ['/privacy', 'Privacy policy'],
    ],
  },
];

// PageLinks, not prefetched; the feed is XML for the browser to load itself, so it is a plain link.
const pageLink = ([href, name]: Link) => `<li>${pageLinkHtml(href, name, false)}</li>`;
const column = ({ title, links, feed }: Column) =>
  `<section aria-label="${escapeHtml(title)}"><h2>${escapeHtml(title)}</h2><ul>${links.map(pageLink).join('')}${feed ? '<li><a href="/feed">RSS feed</a></li>' : ''}</ul></section>`;

function footerMarkup(): string {
  const contact = escapeHtml(site.contactEmail);
  return (
    `<nav aria-label="More from the site" class="${styles.footerColumns}">${COLUMNS.map(column).join('')}</nav>` +
    `<p><strong>${escapeHtml(site.name)}</strong>: ${escapeHtml(site.tagline)}. Tips, corrections and questions: <a href="mailto:${contact}">${contact}</a></p>`
  );
}

let markup: string | undefined;

/**
 * The site's footer: the same on every page for every reader, with no behaviour of its own. So it
 * is written as HTML once per process (and once in the browser) and handed to React whole, not
 * rendered and hydrated as some seventy elements per page (issue [19]).
 */
export function SiteFooter() {
  markup ??= footerMarkup();
  return <footer className={styles.footer} dangerouslySetInnerHTML={{ __html: markup }} />;
}
