import type { ShownDate } from '@/lib/dates/shown-date';
import type { SitePageSlug } from './site-page-slugs';

/** A site page as readers see it (/about, /contact, /privacy): the newsroom's saved words, or the default text. */
export interface ShownSitePage {
  slug: SitePageSlug;
  title: string;
  /** Sanitised when saved (or our own default text). */
  bodyHtml: string;
  description: string;
  /** When the newsroom last saved it; null for the default text, which has no date of its own. */
  updated: ShownDate | null;
}
