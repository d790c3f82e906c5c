import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@/lib/images/image-variants';
import { AppError } from '../http/errors';

/** The formats we take in, as sharp names them (AVIF arrives as `heif` with AV1 compression). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ImageFile {
  /** The file's name inside the picture's folder: `original.png`, `640.webp`. */
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  format: UploadFormat;
  width: number;
  height: number;
  /** Widths the variants were made in, ascending. */
  widths: number[];
  original: ImageFile;
  variants: ImageFile[];
}

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_IMAGE', 415, 'That file is not a picture we can use (JPEG, PNG, WebP, AVIF or GIF).');

export const imageTooLarge = (maxBytes: number) =>
  new AppError('IMAGE_TOO_LARGE', 413, `That picture is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB. Export a smaller copy and try again.`, { maxBytes });

const tooManyPixels = (maxPixels: number) =>
  new AppError('IMAGE_TOO_MANY_PIXELS', 413, `That picture has more than ${Math.round(maxPixels / 1_000_000)} megapixels. Export a smaller copy and try again.`, { maxPixels });

const ORIGINAL_EXTENSION: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };
const VARIANT_EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const CONTENT_TYPE: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };

/** The original's file name in its folder (`original.jpg`). */
export const originalFileName = (format: UploadFormat) => `original.${ORIGINAL_EXTENSION[format]}`;

function uploadFormatOf(metadata: Metadata): UploadFormat | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null; // HEIC is not for browsers
  return (UPLOAD_FORMATS as readonly string[]).includes(metadata.format) ? (metadata.format as UploadFormat) : null;
}

/** EXIF orientations 5–8 swap width and height. */
const upright = (metadata: Metadata) =>
  (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };

/** Widths to make: every standard width narrower than the original, plus its own when under the widest. */
export function variantWidths(originalWidth: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? originalWidth;
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth < widest) widths.push(originalWidth);
  return widths;
}

export interface ProbedImage {
  format: UploadFormat;
  /** Upright (after EXIF orientation). */
  width: number;
  height: number;
  widths: number[];
}

/** What the bytes are and how large, from the header alone (nothing is decoded); refuses what we cannot use. */
export async function probeImage(bytes: Buffer, limits: ImageLimits): Promise<ProbedImage> {
  if (bytes.length > limits.maxBytes) throw imageTooLarge(limits.maxBytes);
  // limitInputPixels makes sharp refuse a decompression bomb from its header, before decoding it.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: limits.maxPixels, pages: 1 }).metadata();
  } catch (error) {
    // sharp reads the size from the header and stops there when it is over the limit.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(limits.maxPixels);
    throw unsupportedImage();
  }
  const format = uploadFormatOf(metadata);
  if (!format || !metadata.width || !metadata.height) throw unsupportedImage();
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > limits.maxPixels) throw tooManyPixels(limits.maxPixels);
  const { width, height } = upright({ ...metadata, height: metadata.pageHeight ?? metadata.height });
  return { format, width, height, widths: variantWidths(width) };
}

/** The variant files of a picture with these widths: `640.avif`, `640.webp`, `640.jpg`… */
export const variantFileNames = (widths: number[]) => widths.flatMap((width) => IMAGE_FORMATS.map((format) => `${width}.${VARIANT_EXTENSION[format]}`));

/**
 * Checks what the bytes are (never the name or declared type), then makes the stripped original
 * and every variant. Nothing here is written anywhere.
 */
export async function processImage(bytes: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const { format, width, height, widths } = await probeImage(bytes, limits);
  const input = (): Sharp => sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1 });
  try {
    const original = await encodeOriginal(input().rotate(), format);
    const variants: ImageFile[] = [];
    for (const variantWidth of widths) variants.push(...(await encodeVariants(input(), variantWidth)));
    return { format, width, height, widths, original, variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A header that parses over bytes that do not decode (a text file behind a JPEG signature).
    throw unsupportedImage();
  }
}

/** Full size, its own format, high quality; no EXIF, GPS or XMP, colour converted to sRGB and labelled so. */
async function encodeOriginal(image: Sharp, format: UploadFormat): Promise<ImageFile> {
  const srgb = image.withIccProfile('srgb');
  const encoded =
    format === 'jpeg' ? srgb.jpeg({ quality: 90, mozjpeg: true })
    : format === 'png' ? srgb.png({ compressionLevel: 9 })
    : format === 'webp' ? srgb.webp({ quality: 90 })
    : format === 'avif' ? srgb.avif({ quality: 70, effort: 2 })
    : srgb.gif();
  return { name: originalFileName(format), bytes: await encoded.toBuffer(), contentType: CONTENT_TYPE[format] };
}

// Effort 2 of 9: on two cores the default (4) takes several times as long for little saving (decision 160).
const AVIF_OPTIONS = { quality: 55, effort: 2 } as const;

/** One width in AVIF, WebP and JPEG, resized once and encoded three times. */
async function encodeVariants(image: Sharp, width: number): Promise<ImageFile[]> {
  const { data, info } = await image.rotate().resize({ width, withoutEnlargement: true }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files: ImageFile[] = [];
  for (const format of IMAGE_FORMATS) {
    const encoded =
      format === 'avif' ? raw().avif(AVIF_OPTIONS)
      : format === 'webp' ? raw().webp({ quality: 78 })
      // JPEG has no transparency: a see-through PNG goes onto white, as the page behind it.
      : raw().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
    files.push({ name: `${width}.${VARIANT_EXTENSION[format]}`, bytes: await encoded.toBuffer(), contentType: format === 'jpeg' ? 'image/jpeg' : `image/${format}` });
  }
  return files;
}
