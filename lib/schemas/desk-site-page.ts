import { z } from 'zod';
import type { ShownDate } from '@/lib/dates/shown-date';
import type { SitePageSlug } from '@/lib/site-pages/site-page-slugs';
import { requiredLine } from './site-content';
import { multilineText, text } from './text';

// The desk's site pages API (docs/api.md, "Desk: site pages"): the about, contact and privacy pages.

/** A privacy policy is long, but far shorter than a long read (a story allows 90,000). */
export const SITE_PAGE_BODY_MAX_CHARS = 60_000;

/** `[slug]` of /api/desk/site-pages/[slug]: any short word, so a slug that is not a page is a 404, not a 400. */
export const SitePageSlugParam = z.object({ slug: text().max(40) }).strict();

export const SitePageInput = z
  .object({
    title: requiredLine(120),
    /** In the story editor's markup; sanitised on save like a story's body. */
    body: multilineText().max(SITE_PAGE_BODY_MAX_CHARS, `must be at most ${SITE_PAGE_BODY_MAX_CHARS.toLocaleString('en-NZ')} characters`),
  })
  .strict();
export type SitePageInput = z.input<typeof SitePageInput>;

export interface DeskSitePageSummary {
  slug: SitePageSlug;
  title: string;
  /** Where readers see it (/about). */
  path: string;
  /** When it was last saved; null while it shows its default text. */
  updated: ShownDate | null;
}

export interface DeskSitePage extends DeskSitePageSummary {
  /** The saved body, or the default text the newsroom starts from. */
  body: string;
}
