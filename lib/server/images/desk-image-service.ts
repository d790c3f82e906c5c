import type { DeskImage } from '@/lib/images/desk-image';
import type { DeskImageListQuery, DeskImageText } from '@/lib/schemas/desk-image';
import { canUploadImages } from '@/lib/staff/staff-permissions';
import { announceContentChange } from '../content/content-changes';
import { AppError, notFound } from '../http/errors';
import { requireStaff } from '../staff/staff-access';
import { toDeskImage } from './desk-image-view';
import type { ImageDeps } from './image-deps';
import { findImageById, type ImagePageCursor, listImageRows, updateImageText } from './image-store';
import { saveImage } from './save-image-service';

export const IMAGE_PAGE_SIZE = 40;

const mayUpload = (uid: string, db: ImageDeps['db']) => requireStaff(db, uid, canUploadImages, 'Only newsroom staff can use the media library.');

export interface Upload {
  /** Reads the bytes, refusing more than `maxBytes`; called only once the caller may upload. */
  readBytes: (maxBytes: number) => Promise<Buffer>;
  originalName: string;
}

/** POST /api/desk/images: a staff member's upload (the same bytes again answer the picture already there). */
export async function uploadImage(deps: ImageDeps, uid: string, upload: Upload): Promise<DeskImage> {
  await mayUpload(uid, deps.db);
  const bytes = await upload.readBytes(deps.limits.maxBytes);
  if (bytes.length === 0) throw new AppError('EMPTY_UPLOAD', 400, 'The upload was empty. Choose a picture and try again.');
  return toDeskImage(await saveImage(deps, { bytes, originalName: upload.originalName, uploadedByUid: uid }));
}

const encodeCursor = (cursor: ImagePageCursor) => Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');

function decodeCursor(cursor: string): ImagePageCursor {
  const [when, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(when ?? '');
  const idNumber = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(idNumber) || idNumber < 1) {
    throw new AppError('VALIDATION_FAILED', 400, 'Invalid query: cursor is not one this list gave out.');
  }
  return { createdAt, id: idNumber };
}

/** GET /api/desk/images: newest first, a page at a time. */
export async function listDeskImages(deps: ImageDeps, uid: string, query: DeskImageListQuery): Promise<{ images: DeskImage[]; nextCursor: string | null }> {
  await mayUpload(uid, deps.db);
  const rows = await listImageRows(deps.db, {
    q: query.q || undefined,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: IMAGE_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, IMAGE_PAGE_SIZE);
  const last = page.at(-1);
  return { images: page.map(toDeskImage), nextCursor: rows.length > IMAGE_PAGE_SIZE && last ? encodeCursor(last) : null };
}

/** GET /api/desk/images/[id]. */
export async function getDeskImage(deps: ImageDeps, uid: string, id: number): Promise<DeskImage> {
  await mayUpload(uid, deps.db);
  const row = await findImageById(deps.db, id);
  if (!row) throw notFound('That picture');
  return toDeskImage(row);
}

/** PATCH /api/desk/images/[id]: alt text, caption, credit; readers see them at once. */
export async function updateDeskImage(deps: ImageDeps, uid: string, id: number, fields: DeskImageText): Promise<DeskImage> {
  await mayUpload(uid, deps.db);
  const row = await updateImageText(deps.db, id, fields);
  if (!row) throw notFound('That picture');
  await announceContentChange();
  return toDeskImage(row);
}
