import type { z } from 'zod';
import { shownDate } from '@/lib/dates/shown-date';
import type { DeskSitePage, DeskSitePageSummary, SitePageInput } from '@/lib/schemas/desk-site-page';
import type { ShownSitePage } from '@/lib/site-pages/shown-site-page';
import { isSitePageSlug, SITE_PAGE_SLUGS, type SitePageSlug, sitePagePath } from '@/lib/site-pages/site-page-slugs';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';
import { type CachedContentDeps, contentCache } from '../content/cached-content';
import { contentKey } from '../content/content-cache';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { requireStaff } from '../staff/staff-access';
import { prepareStoryBody } from '../stories/story-body';
import { existingPodcastUids, existingQuizSlugs, imagesByIds } from '../stories/story-store';
import { defaultSitePage, sitePageDescription } from './site-page-defaults';
import { findSitePageRow, listSitePageRows, saveSitePageRow, type SitePageRow } from './site-page-store';

export interface SitePageDeps {
  db: Db;
  now: () => Date;
}

// Editors and administrators, as for the site's other content (decision 172); the check is here, so any caller is held to it.
const requirePageEditor = (db: Db, uid: string) =>
  requireStaff(db, uid, canEditSiteContent, 'Only editors and administrators can change the about, contact and privacy pages.');

/** A slug that is none of the three pages is a 404, like an unknown story. */
function knownSlug(slug: string): SitePageSlug {
  if (!isSitePageSlug(slug)) throw notFound('That page');
  return slug;
}

function deskPage(slug: SitePageSlug, row: SitePageRow | undefined): DeskSitePage {
  const text = row ? { title: row.title, bodyHtml: row.bodyHtml } : defaultSitePage(slug);
  return { slug, title: text.title, body: text.bodyHtml, path: sitePagePath(slug), updated: row ? shownDate(row.updatedAt) : null };
}

/** GET /api/desk/site-pages: the three pages in the footer's order, each with when it was last saved. */
export async function listDeskSitePages({ db }: SitePageDeps, uid: string): Promise<DeskSitePageSummary[]> {
  await requirePageEditor(db, uid);
  const rows = new Map((await listSitePageRows(db)).map((row) => [row.slug, row]));
  return SITE_PAGE_SLUGS.map((slug) => {
    const { body: _body, ...summary } = deskPage(slug, rows.get(slug));
    return summary;
  });
}

export async function getDeskSitePage({ db }: SitePageDeps, uid: string, slug: string): Promise<DeskSitePage> {
  await requirePageEditor(db, uid);
  const known = knownSlug(slug);
  return deskPage(known, await findSitePageRow(db, known));
}

/**
 * PUT /api/desk/site-pages/[slug]: the body is sanitised and its pictures and embeds checked
 * exactly as a story's (decision 135), then the cached public page is forgotten so readers see it at once.
 */
export async function saveDeskSitePage({ db, now }: SitePageDeps, uid: string, slug: string, input: z.output<typeof SitePageInput>): Promise<DeskSitePage> {
  await requirePageEditor(db, uid);
  const known = knownSlug(slug);
  const bodyHtml = await prepareStoryBody(input.body, {
    images: (ids) => imagesByIds(db, ids),
    podcastUids: (uids) => existingPodcastUids(db, uids),
    quizSlugs: (slugs) => existingQuizSlugs(db, slugs),
  });
  const row = await saveSitePageRow(db, { slug: known, title: input.title, bodyHtml, updatedByUid: uid, updatedAt: now() });
  await announceContentChange();
  return deskPage(known, row);
}

export async function findShownSitePage(db: Db, slug: SitePageSlug): Promise<ShownSitePage> {
  const row = await findSitePageRow(db, slug);
  const text = row ? { title: row.title, bodyHtml: row.bodyHtml } : defaultSitePage(slug);
  return { slug, ...text, description: sitePageDescription(slug), updated: row ? shownDate(row.updatedAt) : null };
}

/** findShownSitePage through the content cache, which a save clears (announceContentChange). */
export async function cachedShownSitePage({ openDb, ttlMs }: CachedContentDeps, slug: SitePageSlug): Promise<ShownSitePage> {
  return contentCache(ttlMs).get(contentKey('sitePage', slug), async () => findShownSitePage(await openDb(), slug));
}
