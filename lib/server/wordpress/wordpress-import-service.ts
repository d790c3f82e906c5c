import type { ShownImage } from '@/lib/images/image-variants';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { convertWordPressBody, placePictures } from './wordpress-body';
import { type ImageSourceOptions, readAttachmentBytes } from './wordpress-image-source';
import {
  createImportedStory,
  describeImportedImage,
  ensureAuthor,
  ensureCategory,
  ensureTag,
  findImportedStory,
  findShownImage,
  type ImportedStory,
  loadImportState,
  loadTaxonomy,
  updateImportedStory,
} from './wordpress-import-store';
import { fileKey, oldPaths, sameStory, STATUSES, UNCATEGORISED, wordPressDate } from './wordpress-mapping';
import { plainText, slugify } from './wordpress-text';
import type { WxrExport, WxrItem } from './wxr-parser';

/** The image pipeline's saveImage with its dependencies bound (lib/server/images): same bytes → same row. */
export type SaveImage = (input: { bytes: Buffer; originalName: string; uploadedByUid: null }) => Promise<{ id: number }>;

export interface WordPressImportDeps {
  db: Db;
  saveImage: SaveImage;
  now: () => Date;
  images?: ImageSourceOptions;
}

export interface WordPressImportOptions {
  /** The category of posts that have none (WordPress's "uncategorized" counts as none); created if missing. */
  defaultCategory: string;
  /** Import pages as stories in this category; without it pages are skipped. */
  pagesCategory?: string;
  /** 'draft' imports every post as a draft, whatever its WordPress status. */
  status?: 'draft';
  dryRun?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface ImportSummary {
  dryRun: boolean;
  /** Posts (and pages) read from the export. */
  posts: number;
  created: number;
  updated: number;
  /** In a dry run: posts imported before (not compared). */
  unchanged: number;
  skipped: { title: string; reason: string }[];
  /** Slugs another story already had, so the import added a suffix. */
  renamedSlugs: { title: string; from: string; to: string }[];
  images: { imported: number; failed: { title: string; url: string; reason: string }[] };
  droppedInlineImages: number;
  redirects: number;
  /** Old paths that already lead to a different story (left as they were). */
  redirectConflicts: string[];
  /** Items that are neither posts, pages nor attachments (menus, revisions…), by type. */
  ignoredItems: Record<string, number>;
}

export const PROGRESS_EVERY = 50;

type ShownWithId = ShownImage & { id: number };

/**
 * Imports a parsed WordPress export (decisions 178–181). Each post is one transaction keyed by
 * `wordpress:{guid}`: a second run of the same file creates nothing and changes nothing; a post
 * changed in WordPress since is rewritten, unless the story has been saved in the desk since.
 */
export async function importWordPress(deps: WordPressImportDeps, wxr: WxrExport, options: WordPressImportOptions): Promise<ImportSummary> {
  const { db } = deps;
  const dryRun = options.dryRun ?? false;
  const summary: ImportSummary = { dryRun, posts: 0, created: 0, updated: 0, unchanged: 0, skipped: [], renamedSlugs: [], images: { imported: 0, failed: [] }, droppedInlineImages: 0, redirects: 0, redirectConflicts: [], ignoredItems: {} };

  const attachments = new Map<string, WxrItem>();
  const attachmentsByFile = new Map<string, string>();
  const stories: WxrItem[] = [];
  for (const item of wxr.items) {
    if (item.type === 'attachment') {
      attachments.set(item.postId, item);
      if (item.attachmentUrl) attachmentsByFile.set(fileKey(item.attachmentUrl), item.postId);
    } else if (item.type === 'post' || item.type === 'page') stories.push(item);
    else summary.ignoredItems[item.type || 'unknown'] = (summary.ignoredItems[item.type || 'unknown'] ?? 0) + 1;
  }
  summary.posts = stories.length;

  const taxonomy = await loadTaxonomy(db);
  const state = await loadImportState(db);
  const authorNames = new Map(wxr.authors.map((a) => [a.login, a.displayName || a.login]));
  const categoryNames = new Map(wxr.categories.map((c) => [c.slug, c.name]));
  const tagNames = new Map(wxr.tags.map((t) => [t.slug, t.name]));
  const idOf = async (known: Map<string, number>, slug: string, name: string, ensure: (db: Db, named: { slug: string; name: string }) => Promise<number>) => {
    let id = known.get(slug);
    if (id === undefined) {
      // A dry run writes nothing: a taxonomy row it would create is counted as -1.
      id = dryRun ? -1 : await ensure(db, { slug, name: name || slug });
      known.set(slug, id);
    }
    return id;
  };

  // One picture per attachment per run, however many posts show it.
  const importedImages = new Map<string, Promise<ShownWithId | null>>();
  const importImage = (attachmentId: string, postTitle: string): Promise<ShownWithId | null> => {
    let found = importedImages.get(attachmentId);
    if (!found) {
      found = (async () => {
        const attachment = attachments.get(attachmentId);
        if (!attachment?.attachmentUrl) {
          summary.images.failed.push({ title: postTitle, url: '', reason: `attachment ${attachmentId} is not in the export` });
          return null;
        }
        const url = attachment.attachmentUrl;
        try {
          const bytes = await readAttachmentBytes(url, deps.images);
          const saved = await deps.saveImage({ bytes, originalName: decodeURIComponent(url.split('/').pop() ?? '') || 'wordpress-image', uploadedByUid: null });
          await describeImportedImage(db, saved.id, { alt: plainText(attachment.meta._wp_attachment_image_alt ?? ''), caption: plainText(attachment.excerpt) });
          summary.images.imported += 1;
          return await findShownImage(db, saved.id);
        } catch (error) {
          summary.images.failed.push({ title: postTitle, url, reason: error instanceof Error ? error.message : String(error) });
          return null;
        }
      })();
      importedImages.set(attachmentId, found);
    }
    return found;
  };

  let done = 0;
  for (const item of stories) {
    try {
      await importOne(item);
    } catch (error) {
      // One post the database refuses (its transaction rolled back) does not stop the archive.
      summary.skipped.push({ title: plainText(item.title) || `(post ${item.postId})`, reason: `could not be saved (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` });
    }
    done += 1;
    if (done % PROGRESS_EVERY === 0 || done === stories.length) options.onProgress?.(done, stories.length);
  }
  if (summary.created || summary.updated) await announceContentChange();
  return summary;

  async function importOne(item: WxrItem): Promise<void> {
    const title = plainText(item.title);
    const skip = (reason: string) => void summary.skipped.push({ title: title || `(post ${item.postId})`, reason });
    if (item.type === 'page' && !options.pagesCategory) return skip('a page (pages are imported only with --pages-category)');
    const status = options.status ?? STATUSES[item.status];
    if (!STATUSES[item.status]) return skip(`WordPress status "${item.status}" is not imported`);
    if (!title) return skip('it has no title');
    const key = `wordpress:${item.guid || item.link || item.postId}`;
    const login = item.creator;
    if (!login) return skip('it has no author (dc:creator)');
    const publishedAt = wordPressDate(item.postDateGmt, item.postDate);

    const stored = state.imported.has(key) ? await findImportedStory(db, key) : null;
    if (stored && stored.revision > 1) return skip('edited in the desk since it was imported');

    const authorId = await idOf(taxonomy.authors, slugify(login) || 'wordpress-author', authorNames.get(login) ?? login, ensureAuthor);
    const categorySlugs = item.type === 'page' ? [slugify(options.pagesCategory!)] : item.categories.map((c) => slugify(c.slug)).filter((slug) => slug && !UNCATEGORISED.has(slug));
    if (!categorySlugs.length) categorySlugs.push(slugify(options.defaultCategory));
    const categoryIds: number[] = [];
    for (const slug of new Set(categorySlugs)) {
      const name = item.categories.find((c) => slugify(c.slug) === slug)?.name ?? categoryNames.get(slug) ?? slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
      categoryIds.push(await idOf(taxonomy.categories, slug, plainText(name), ensureCategory));
    }
    const tagIds: number[] = [];
    for (const tag of item.tags) {
      const slug = slugify(tag.slug);
      if (slug) tagIds.push(await idOf(taxonomy.tags, slug, plainText(tag.name || tagNames.get(tag.slug) || slug), ensureTag));
    }

    const body = convertWordPressBody(item.content, (src) => attachmentsByFile.get(fileKey(src)) ?? null);
    summary.droppedInlineImages += body.droppedImages;
    const thumbnailId = item.meta._thumbnail_id;
    if (dryRun) {
      if (stored) summary.unchanged += 1;
      else summary.created += 1;
      return;
    }
    const feature = thumbnailId ? await importImage(thumbnailId, title) : null;
    const inline = await Promise.all(body.pictures.map((picture) => importImage(picture.attachmentId, title)));

    const wanted: ImportedStory = {
      importKey: key,
      slug: stored?.slug ?? freeSlug(slugify(item.postName) || slugify(title) || `wordpress-${item.postId}`, title),
      title,
      standfirst: plainText(item.excerpt),
      bodyHtml: placePictures(body, inline),
      authorId,
      publishedAt: publishedAt ?? stored?.publishedAt ?? deps.now(),
      status: status!,
      featureImageId: feature?.id ?? (stored && thumbnailId && !feature ? stored.featureImageId : null),
      categoryIds,
      tagIds: [...new Set(tagIds)],
    };
    const paths = oldPaths(item.link);
    const freePaths = paths.filter((path) => {
      const owner = state.redirects.get(path);
      if (owner !== undefined && owner !== stored?.id) summary.redirectConflicts.push(path);
      return owner === undefined;
    });

    const now = deps.now();
    if (!stored) {
      const created = await createImportedStory(db, wanted, freePaths, now);
      state.imported.set(key, created.id);
      for (const path of freePaths) state.redirects.set(path, created.id);
      summary.redirects += created.redirects;
      summary.created += 1;
    } else if (sameStory(stored, wanted) && !freePaths.length) {
      summary.unchanged += 1;
    } else {
      for (const path of freePaths) state.redirects.set(path, stored.id);
      summary.redirects += (await updateImportedStory(db, stored.id, wanted, freePaths, now)).redirects;
      summary.updated += 1;
    }
  }

  /** The slug itself when free, else the first free `slug-2`, `slug-3`… (reported), kept from then on. */
  function freeSlug(slug: string, title: string): string {
    let free = slug;
    for (let n = 2; state.slugs.has(free); n += 1) free = `${slug}-${n}`;
    state.slugs.add(free);
    if (free !== slug) summary.renamedSlugs.push({ title, from: slug, to: free });
    return free;
  }
}
