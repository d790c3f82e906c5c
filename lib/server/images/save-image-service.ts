import { createHash } from 'node:crypto';
import type { ImageDeps } from './image-deps';
import { findImageByStorageKey, type ImageRow, insertImage } from './image-store';
import { imageTooLarge, originalFileName, type ProbedImage, probeImage, processImage, variantFileNames } from './process-image';

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
  return base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, MAX_NAME_LENGTH);
}

type StoredDescription = Pick<ProbedImage, 'format' | 'width' | 'height' | 'widths'> & { bytes: number };

async function processAndStore(deps: ImageDeps, storageKey: string, bytes: Buffer): Promise<StoredDescription> {
  const processed = await processImage(bytes, deps.limits);
  for (const file of [processed.original, ...processed.variants]) {
    await deps.storage.put(`${storageKey}/${file.name}`, file.bytes, file.contentType);
  }
  const { format, width, height, widths } = processed;
  return { format, width, height, widths, bytes: processed.original.bytes.length };
}

/**
 * Files from an earlier run whose row is gone (a fresh database over the same DATA_DIR or bucket,
 * an import run again): when every file is there, they are used as they are, not made again.
 */
async function reuseStoredFiles(deps: ImageDeps, storageKey: string, bytes: Buffer): Promise<StoredDescription | null> {
  const probed = await probeImage(bytes, deps.limits);
  const original = `${storageKey}/${originalFileName(probed.format)}`;
  if (!(await deps.storage.has(original))) return null;
  for (const name of variantFileNames(probed.widths)) {
    if (!(await deps.storage.has(`${storageKey}/${name}`))) return null;
  }
  const stored = await deps.storage.get(original);
  if (!stored) return null;
  if (typeof (stored.body as { destroy?: () => void }).destroy === 'function') (stored.body as { destroy: () => void }).destroy();
  return { format: probed.format, width: probed.width, height: probed.height, widths: probed.widths, bytes: stored.bytes };
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

  const described = (await reuseStoredFiles(deps, storageKey, input.bytes)) ?? (await processAndStore(deps, storageKey, input.bytes));
  return insertImage(deps.db, {
    storageKey,
    originalName: cleanOriginalName(input.originalName),
    ...described,
    alt: input.alt ?? '',
    caption: input.caption ?? '',
    credit: input.credit ?? '',
    uploadedByUid: input.uploadedByUid,
  });
}
