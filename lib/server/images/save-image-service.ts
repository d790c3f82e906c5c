import { createHash } from 'node:crypto';
import type { ImageDeps } from './image-deps';
import { findImageByStorageKey, type ImageRow, insertImage } from './image-store';
import { imageTooLarge, processImage } from './process-image';

export interface SaveImageInput {
  bytes: Buffer;
  /** The uploaded file's name, kept for the library; never used as a path. */
  originalName: string;
  /** Null for pictures the site makes itself (seed illustrations, imports without an uploader). */
  uploadedByUid: string | null;
  alt?: string;
  caption?: string;
  credit?: string;
}

/** The folder of a picture: the first 20 hex digits of the SHA-256 of the bytes as uploaded. */
export const storageKeyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

const MAX_NAME_LENGTH = 200;

/** A file name fit to show: no folders, no control characters, not too long. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_NAME_LENGTH);
}

/**
 * Stores a picture: checks and processes the bytes, writes the original and every variant, then
 * the row (so a row never names missing files). The same bytes again answer the existing row and
 * write nothing. Used by the desk upload, the seed and the WordPress import.
 */
export async function saveImage(deps: ImageDeps, input: SaveImageInput): Promise<ImageRow> {
  if (input.bytes.length > deps.limits.maxBytes) throw imageTooLarge(deps.limits.maxBytes);
  const storageKey = storageKeyOf(input.bytes);
  const existing = await findImageByStorageKey(deps.db, storageKey);
  if (existing) return existing;

  const processed = await processImage(input.bytes, deps.limits);
  for (const file of [processed.original, ...processed.variants]) {
    await deps.storage.put(`${storageKey}/${file.name}`, file.bytes, file.contentType);
  }
  return insertImage(deps.db, {
    storageKey,
    originalName: cleanOriginalName(input.originalName),
    format: processed.format,
    width: processed.width,
    height: processed.height,
    bytes: processed.original.bytes.length,
    widths: processed.widths,
    alt: input.alt ?? '',
    caption: input.caption ?? '',
    credit: input.credit ?? '',
    uploadedByUid: input.uploadedByUid,
  });
}
