import type { Readable } from 'node:stream';

/** One stored file: its bytes (buffered or streamed), type and size. */
export interface StoredImageFile {
  body: Buffer | Readable;
  contentType: string;
  bytes: number;
  /** When it was written, for Last-Modified; files never change once written. */
  modifiedAt?: Date;
}

/**
 * Where picture files live (local disk under DATA_DIR, or an S3-compatible bucket). Keys look like
 * `{storageKey}/{file}`; every file is written once and never changed (its folder is a hash).
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImageFile | null>;
  has(key: string): Promise<boolean>;
}

// A 20-hex-digit folder, then one plain file name: nothing that could climb out of the store.
const KEY_PATTERN = /^[0-9a-f]{20}\/[a-z0-9][a-z0-9-]*\.[a-z0-9]{2,5}$/;

/** True for a key this store may read or write (`0123456789abcdef0123/640.webp`). */
export const isImageStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Refuses a key that is not of our shape, before it gets near a path or a URL. */
export function assertImageStorageKey(key: string): void {
  if (!isImageStorageKey(key)) throw new Error(`Not an image storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The Content-Type a stored file is served with, from its extension. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
