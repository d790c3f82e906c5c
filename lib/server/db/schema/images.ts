import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The media library: one row per uploaded picture. The bytes live in image storage (local disk
 * under DATA_DIR, or S3-compatible object storage) under `storage_key`: the stripped original and
 * one file per width and format, named by `imageVariantKey` in lib/images.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** The folder of this picture's files in image storage; derived from a hash of its bytes. */
    storageKey: text('storage_key').notNull().unique(),
    /** The file name it was uploaded with, shown in the library; never used as a path. */
    originalName: text('original_name').notNull().default(''),
    /** The original's format as its bytes say ('jpeg', 'png', 'webp', 'avif', 'gif'). */
    format: text('format').notNull(),
    /** The stripped original's size, after EXIF orientation was applied. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Widths the resized variants were made in, ascending; each exists as avif, webp and jpeg. */
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    /** Required before a story using the picture is published (empty means not written yet). */
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
    credit: text('credit').notNull().default(''),
    uploadedByUid: text('uploaded_by_uid').references(() => members.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
