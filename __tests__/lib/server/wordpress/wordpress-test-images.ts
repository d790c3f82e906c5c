import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/client';
import { saveImage } from '@/lib/server/images/save-image-service';
import { createLocalImageStorage } from '@/lib/server/providers/image-storage/local-image-storage';
import type { SaveImage } from '@/lib/server/wordpress/wordpress-import-service';

/** A small JPEG of one colour: different colours are different pictures. */
export const jpeg = (rgb: [number, number, number], width = 400, height = 250) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toBuffer();

/** Where this test file's pictures are written. */
export const imageRoot = mkdtempSync(path.join(tmpdir(), 'wp-images-'));

/** The image pipeline's own saveImage, writing to a folder of this test file's. */
export const pipelineSaveImage = (db: Db): SaveImage => (input) => saveImage({ db, storage: createLocalImageStorage(imageRoot), limits: { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 } }, input);
