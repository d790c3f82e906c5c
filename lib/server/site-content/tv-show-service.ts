import type { z } from 'zod';
import { imageUrlNear } from '@/lib/images/image-variants';
import type { DeskTvShow, DeskTvShowSummary, TvShowInput } from '@/lib/schemas/desk-tv-show';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { assertSlugFree, requireSiteEditor, slugSafe, unknownReference } from './site-content-access';
import { countArticles, findImageById, findImageByStorageKey, findTvShowIdBySlug, findTvShowRow, listTvShowRows, saveTvShow, tvShowArticleList } from './tv-show-store';

type Input = z.output<typeof TvShowInput>;

/** The width of the variant stored as the show's image: the widest card readers see is 640 CSS px, so 1280 for sharp screens. */
const TV_IMAGE_WIDTH = 1280;

/**
 * tv_shows keeps an image URL, not a picture id (no column for one yet): a media-library picture
 * is stored as its variant's URL, `/media/{storageKey}/{width}.jpg`, and found again by that key.
 */
const storageKeyOf = (imageUrl: string | null) => (imageUrl ? /^\/media\/([^/]+)\/\d+\.(?:jpg|webp|avif)$/.exec(imageUrl)?.[1] : undefined);

export async function listDeskTvShows(db: Db, uid: string): Promise<DeskTvShowSummary[]> {
  await requireSiteEditor(db, uid);
  return listTvShowRows(db);
}

async function showOrNotFound(db: Db, id: number): Promise<DeskTvShow> {
  const row = await findTvShowRow(db, id);
  if (!row) throw notFound('That TV show');
  const key = storageKeyOf(row.imageUrl);
  const image = key ? await findImageByStorageKey(db, key) : undefined;
  const { id: imageId, ...shown } = image ?? { id: null };
  return { ...row, imageId, image: image ? (shown as DeskTvShow['image']) : null, articles: await tvShowArticleList(db, id) };
}

export async function getDeskTvShow(db: Db, uid: string, id: number): Promise<DeskTvShow> {
  await requireSiteEditor(db, uid);
  return showOrNotFound(db, id);
}

async function fieldsOf(db: Db, input: Input, existing?: { id: number; imageUrl: string | null }) {
  assertSlugFree('TV show', input.slug, await findTvShowIdBySlug(db, input.slug), existing?.id);
  const known = await countArticles(db, input.articleIds);
  const unknown = input.articleIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw unknownReference(`articleIds.${unknown}`, `names no story (id ${input.articleIds[unknown]})`);
  const { imageId, articleIds, removeImage, ...fields } = input;
  const olderImage = existing?.imageUrl && !storageKeyOf(existing.imageUrl) && !removeImage ? existing.imageUrl : null;
  let imageUrl: string | null = olderImage;
  if (imageId !== null) {
    const image = await findImageById(db, imageId);
    if (!image) throw unknownReference('imageId', `names no picture in the media library (id ${imageId})`);
    imageUrl = imageUrlNear(image, TV_IMAGE_WIDTH);
  }
  return { fields: { ...fields, imageUrl }, articleIds };
}

export async function createDeskTvShow(db: Db, uid: string, input: Input): Promise<DeskTvShow> {
  await requireSiteEditor(db, uid);
  const { fields, articleIds } = await fieldsOf(db, input);
  const id = await slugSafe('TV show', input.slug, () => saveTvShow(db, null, fields, articleIds));
  await announceContentChange();
  return showOrNotFound(db, id);
}

export async function updateDeskTvShow(db: Db, uid: string, id: number, input: Input): Promise<DeskTvShow> {
  await requireSiteEditor(db, uid);
  const existing = await findTvShowRow(db, id);
  if (!existing) throw notFound('That TV show');
  const { fields, articleIds } = await fieldsOf(db, input, existing);
  await slugSafe('TV show', input.slug, () => saveTvShow(db, id, fields, articleIds));
  await announceContentChange();
  return showOrNotFound(db, id);
}
