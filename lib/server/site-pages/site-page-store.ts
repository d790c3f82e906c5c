import { eq } from 'drizzle-orm';
import type { SitePageSlug } from '@/lib/site-pages/site-page-slugs';
import type { Db } from '../db/client';
import { sitePages } from '../db/schema/content';

export type SitePageRow = typeof sitePages.$inferSelect;

export async function listSitePageRows(db: Db): Promise<SitePageRow[]> {
  return db.select().from(sitePages);
}

export async function findSitePageRow(db: Db, slug: SitePageSlug): Promise<SitePageRow | undefined> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return row;
}

/** The page's words, replacing any saved before: the last save wins (decision 315). */
export async function saveSitePageRow(db: Db, fields: { slug: SitePageSlug; title: string; bodyHtml: string; updatedByUid: string; updatedAt: Date }): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values(fields)
    .onConflictDoUpdate({ target: sitePages.slug, set: { title: fields.title, bodyHtml: fields.bodyHtml, updatedByUid: fields.updatedByUid, updatedAt: fields.updatedAt } })
    .returning();
  return row!;
}
