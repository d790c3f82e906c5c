import type { DeskImage } from '@/lib/images/desk-image';
import type { ShownImage } from '@/lib/images/image-variants';
import type { ImageRow } from './image-store';

/** A row as pages need it (no uploader, no original name). */
export const toShownImage = (row: ImageRow): ShownImage => ({
  storageKey: row.storageKey,
  width: row.width,
  height: row.height,
  widths: row.widths,
  alt: row.alt,
  caption: row.caption,
  credit: row.credit,
});

/** A row as the desk's media library sees it. */
export const toDeskImage = (row: ImageRow): DeskImage => ({
  ...toShownImage(row),
  id: row.id,
  originalName: row.originalName,
  format: row.format,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
});
