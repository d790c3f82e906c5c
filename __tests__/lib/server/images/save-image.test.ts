import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { findImageByStorageKey } from '@/lib/server/images/image-store';
import type { ImageDeps } from '@/lib/server/images/image-deps';
import { processImage } from '@/lib/server/images/process-image';
import { saveImage, storageKeyOf } from '@/lib/server/images/save-image-service';
import { createLocalImageStorage } from '@/lib/server/providers/image-storage/local-image-storage';

const limits = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 };
let root = '';
let deps: ImageDeps;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'images-'));
  deps = { db: await getDb(), storage: createLocalImageStorage(root), limits };
});

/** A 1500×1000 photo-like JPEG (left half red, right half blue) with camera EXIF, GPS and an orientation. */
async function cameraJpeg(orientation = 1): Promise<Buffer> {
  const left = await sharp({ create: { width: 750, height: 1000, channels: 3, background: '#c0392b' } }).png().toBuffer();
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#2c6fbb' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PanuiCam', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '41/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '174/1 46/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` (one zlib stream of zeros would decode to gigabytes). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', firstRows), chunk('IEND', Buffer.alloc(0))]);
}

const text = (buffer: Buffer) => buffer.toString('latin1');

test('a camera JPEG loses its EXIF and GPS in the original and every variant, keeps an sRGB profile, and gets every narrower width in three formats', async () => {
  const input = await cameraJpeg();
  expect((await sharp(input).metadata()).exif).toBeDefined();
  const processed = await processImage(input, limits);

  expect(processed).toMatchObject({ format: 'jpeg', width: 1500, height: 1000, widths: [320, 640, 960, 1280, 1500] });
  expect(processed.original.name).toBe('original.jpg');
  expect(processed.variants.map((file) => file.name).sort()).toEqual(
    [320, 640, 960, 1280, 1500].flatMap((w) => [`${w}.avif`, `${w}.webp`, `${w}.jpg`]).sort(),
  );
  const originalMeta = await sharp(processed.original.bytes).metadata();
  expect(originalMeta.exif).toBeUndefined();
  expect(originalMeta.xmp).toBeUndefined();
  expect(originalMeta.icc).toBeDefined();
  expect(text(processed.original.bytes)).not.toContain('PanuiCam');
  for (const file of [processed.original, ...processed.variants]) {
    const meta = await sharp(file.bytes).metadata();
    expect({ file: file.name, exif: meta.exif, xmp: meta.xmp }).toEqual({ file: file.name, exif: undefined, xmp: undefined });
    expect(text(file.bytes)).not.toContain('PanuiCam');
    const expectedFormat = file.name.endsWith('.avif') ? 'heif' : file.name.endsWith('.webp') ? 'webp' : 'jpeg';
    expect(meta.format).toBe(expectedFormat);
  }
  const widest = processed.variants.find((file) => file.name === '1500.webp')!;
  expect(await sharp(widest.bytes).metadata()).toMatchObject({ width: 1500, height: 1000 });
  const narrow = processed.variants.find((file) => file.name === '320.jpg')!;
  expect(await sharp(narrow.bytes).metadata()).toMatchObject({ width: 320, height: 213 });
});

test('the EXIF orientation is applied: a landscape photo marked "rotate 90°" comes out portrait, red on top', async () => {
  const processed = await processImage(await cameraJpeg(6), limits);
  expect(processed).toMatchObject({ width: 1000, height: 1500 });
  const { data, info } = await sharp(processed.original.bytes).raw().toBuffer({ resolveWithObject: true });
  expect({ width: info.width, height: info.height }).toEqual({ width: 1000, height: 1500 });
  // Orientation 6 turns the picture clockwise: its left (red) half ends up on top.
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  expect(pixel(500, 100)[0]).toBeGreaterThan(150);
  expect(pixel(500, 1400)[2]).toBeGreaterThan(150);
});

test('a PNG keeps its format for the original; a small picture gets its own width only', async () => {
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 120, b: 80, alpha: 0.5 } } }).png().toBuffer();
  const processed = await processImage(png, limits);
  expect(processed).toMatchObject({ format: 'png', width: 300, height: 200, widths: [300] });
  expect(processed.original).toMatchObject({ name: 'original.png', contentType: 'image/png' });
  expect((await sharp(processed.original.bytes).metadata()).hasAlpha).toBe(true);
  expect(processed.variants.map((file) => file.name).sort()).toEqual(['300.avif', '300.jpg', '300.webp']);
});

test('a GIF is taken as its first frame; WebP and AVIF uploads are recognised by their bytes', async () => {
  const gif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } }).gif().toBuffer();
  expect(await processImage(gif, limits)).toMatchObject({ format: 'gif', original: { name: 'original.gif' } });
  const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#224488' } }).webp().toBuffer();
  expect(await processImage(webp, limits)).toMatchObject({ format: 'webp', original: { name: 'original.webp' } });
  const avif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#228844' } }).avif({ effort: 0 }).toBuffer();
  expect(await processImage(avif, limits)).toMatchObject({ format: 'avif', original: { name: 'original.avif', contentType: 'image/avif' } });
});

const unsupported = { code: 'UNSUPPORTED_IMAGE', status: 415, message: 'That file is not a picture we can use (JPEG, PNG, WebP, AVIF or GIF).' };

test('text, an SVG, a PDF and a fake JPEG header are refused with 415, whatever they are called', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
  const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.from('not really a photo '.repeat(50))]);
  for (const bytes of [Buffer.from('hello, this is a text file named photo.jpg'), svg, pdf, fakeJpeg]) {
    await expect(processImage(bytes, limits)).rejects.toMatchObject(unsupported);
  }
});

test('a decompression bomb (a tiny 20000×20000 PNG) is refused with 413 from its header', async () => {
  const bomb = pngClaiming(20_000, 20_000);
  expect(bomb.length).toBeLessThan(1024);
  // Decoding 400 megapixels would take gigabytes; the refusal comes from the header alone.
  await expect(processImage(bomb, limits)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', status: 413 });
});

test('a file over the byte limit is refused with 413 before it is looked at, and nothing is stored', async () => {
  const input = await cameraJpeg();
  const small = { ...deps, limits: { ...limits, maxBytes: input.length - 1 } };
  await expect(saveImage(small, { bytes: input, originalName: 'big.jpg', uploadedByUid: null })).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 413 });
  expect(await findImageByStorageKey(deps.db, storageKeyOf(input))).toBeUndefined();
});

test('saveImage writes the files before the row, names the folder by the hash, and the same bytes twice answer the same row', async () => {
  const input = await cameraJpeg(3);
  const row = await saveImage(deps, { bytes: input, originalName: '../../etc/Harbour at dawn.JPG', uploadedByUid: null });
  expect(row).toMatchObject({ storageKey: storageKeyOf(input), originalName: 'Harbour at dawn.JPG', format: 'jpeg', width: 1500, height: 1000, widths: [320, 640, 960, 1280, 1500] });
  expect(row.storageKey).toMatch(/^[0-9a-f]{20}$/);
  const files = readdirSync(path.join(root, row.storageKey)).sort();
  expect(files).toHaveLength(16);
  expect(files).toContain('original.jpg');
  expect(await deps.storage.has(`${row.storageKey}/640.avif`)).toBe(true);

  const put = jest.spyOn(deps.storage, 'put');
  const again = await saveImage(deps, { bytes: input, originalName: 'copy.jpg', uploadedByUid: null });
  expect(again.id).toBe(row.id);
  expect(put).not.toHaveBeenCalled();
  put.mockRestore();
});

test('when the store fails the row is not written, so no row points at missing files', async () => {
  const input = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#556677' } }).jpeg().toBuffer();
  const failing = { ...deps, storage: { ...deps.storage, put: () => Promise.reject(new Error('disk full')) } };
  await expect(saveImage(failing, { bytes: input, originalName: 'x.jpg', uploadedByUid: null })).rejects.toThrow('disk full');
  expect(await findImageByStorageKey(deps.db, storageKeyOf(input))).toBeUndefined();
});

test('the local store refuses keys that could leave its folder', async () => {
  const storage = createLocalImageStorage(root);
  for (const key of ['../x/1.jpg', '0123456789abcdef0123/../../etc.jpg', '/etc/passwd', '0123456789abcdef0123/a/b.jpg']) {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  }
  expect(await storage.get('0123456789abcdef0123/640.jpg')).toBeNull();
});

test('files already in the store from an earlier run are used again when the row is gone (a fresh database)', async () => {
  const input = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#778899' } }).jpeg().toBuffer();
  const first = await saveImage(deps, { bytes: input, originalName: 'a.jpg', uploadedByUid: null });
  await deps.db.delete(images).where(eq(images.id, first.id));
  const put = jest.spyOn(deps.storage, 'put');
  const again = await saveImage(deps, { bytes: input, originalName: 'a.jpg', uploadedByUid: null });
  expect(put).not.toHaveBeenCalled();
  expect(again).toMatchObject({ storageKey: first.storageKey, width: 700, height: 400, widths: [320, 640, 700], bytes: first.bytes });
  put.mockRestore();
});
