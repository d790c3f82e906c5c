import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { ShownImage } from '@/lib/images/image-variants';
import type { Db } from '../db/client';
import { images } from '../db/schema/images';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;
export type ImageTextFields = Partial<Pick<ImageRow, 'alt' | 'caption' | 'credit'>>;

export async function findImageByStorageKey(db: Db, storageKey: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.storageKey, storageKey));
  return row;
}

export async function findImageById(db: Db, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

/** The columns of a picture as pages show it (ShownImage); in a left join, all null when there is none. */
export const shownImageColumns = {
  storageKey: images.storageKey,
  width: images.width,
  height: images.height,
  widths: images.widths,
  alt: images.alt,
  caption: images.caption,
  credit: images.credit,
};

/** A media-library picture as pages show it; undefined when no picture has that id. */
export async function findShownImage(db: Db, id: number): Promise<ShownImage | undefined> {
  const [row] = await db.select(shownImageColumns).from(images).where(eq(images.id, id)).limit(1);
  return row;
}

/** Inserts the row, or answers the one already there for the same storage key (two uploads of one file at once). */
export async function insertImage(db: Db, row: NewImageRow): Promise<ImageRow> {
  const [inserted] = await db.insert(images).values(row).onConflictDoNothing({ target: images.storageKey }).returning();
  if (inserted) return inserted;
  const existing = await findImageByStorageKey(db, row.storageKey);
  if (!existing) throw new Error(`Image ${row.storageKey} neither inserted nor found`);
  return existing;
}

export async function updateImageText(db: Db, id: number, fields: ImageTextFields): Promise<ImageRow | undefined> {
  if (Object.keys(fields).length === 0) return findImageById(db, id);
  const [row] = await db.update(images).set(fields).where(eq(images.id, id)).returning();
  return row;
}

export interface ImagePageCursor {
  createdAt: Date;
  id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, `limit` rows after `cursor` (keyset on created_at, id), matching `q` in name, alt or caption. */
export async function listImageRows(db: Db, { q, cursor, limit }: { q?: string; cursor?: ImagePageCursor; limit: number }): Promise<ImageRow[]> {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where = and(
    pattern ? or(ilike(images.originalName, pattern), ilike(images.alt, pattern), ilike(images.caption, pattern)) : undefined,
    cursor
      ? or(lt(images.createdAt, cursor.createdAt), and(eq(images.createdAt, cursor.createdAt), lt(images.id, cursor.id)))
      : undefined,
  );
  return db
    .select()
    .from(images)
    .where(where ?? sql`true`)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit);
}
