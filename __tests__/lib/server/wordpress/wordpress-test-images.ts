import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import type { SaveImage } from '@/lib/server/wordpress/wordpress-import-service';

/** A small JPEG of one colour: different colours are different pictures. */
export const jpeg = (rgb: [number, number, number], width = 64, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toBuffer();

/** saveImage's contract (same bytes → same row), recording the row only: the pipeline's own tests cover its files. */
export function rowOnlySaveImage(db: Db): SaveImage & { calls: number } {
  const save = async ({ bytes, originalName }: Parameters<SaveImage>[0]) => {
    save.calls += 1;
    const meta = await sharp(bytes).metadata();
    const storageKey = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    await db.insert(images).values({ storageKey, originalName, format: meta.format ?? 'jpeg', width: meta.width ?? 0, height: meta.height ?? 0, bytes: bytes.length, widths: [320] }).onConflictDoNothing();
    const [row] = await db.select({ id: images.id }).from(images).where((await import('drizzle-orm')).eq(images.storageKey, storageKey));
    return { id: row!.id };
  };
  save.calls = 0;
  return save;
}
