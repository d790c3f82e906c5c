/**
 * How a media-library picture is named and served; shared by the server (which writes the files)
 * and the pages (which write srcset). Every file is immutable: its folder is named by a hash of
 * the original's bytes.
 */

/** Widths made from each upload (only those narrower than the original, plus the original's own width when narrower than the widest). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const extensions: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A picture as pages need it (no uploader, no original name). */
export interface ShownImage {
  storageKey: string;
  width: number;
  height: number;
  /** The widths its variants exist in, ascending. */
  widths: number[];
  alt: string;
  caption: string;
  credit: string;
}

/** The storage key of one variant: `{storageKey}/{width}.{ext}`. */
export const imageVariantKey = (storageKey: string, width: number, format: ImageFormat) => `${storageKey}/${width}.${extensions[format]}`;

/** Where a variant is served (root-relative; a CDN may front the site). */
export const imageVariantUrl = (storageKey: string, width: number, format: ImageFormat) => `/media/${imageVariantKey(storageKey, width, format)}`;

/** The `srcset` of one format: every width the picture has. */
export const imageSrcSet = (image: Pick<ShownImage, 'storageKey' | 'widths'>, format: ImageFormat) =>
  image.widths.map((width) => `${imageVariantUrl(image.storageKey, width, format)} ${width}w`).join(', ');

/** The variant nearest `want` pixels wide without being narrower (or the widest): for og:image, RSS and JSON-LD. */
export function imageUrlNear(image: Pick<ShownImage, 'storageKey' | 'widths'>, want: number, format: ImageFormat = 'jpeg'): string {
  const width = image.widths.find((w) => w >= want) ?? image.widths.at(-1) ?? want;
  return imageVariantUrl(image.storageKey, width, format);
}
