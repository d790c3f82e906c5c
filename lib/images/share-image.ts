import { imageUrlNear, type ShownImage } from './image-variants';

/** The picture link previews, JSON-LD and RSS point at: an absolute JPEG URL and that variant's own size. */
export interface SharedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Link previews want about 1200 px wide (Facebook's and X's large card); JPEG because every crawler reads it. */
export const SHARE_IMAGE_WIDTH = 1200;

/** The variant nearest 1200 px wide, as an absolute URL on `siteUrl`, with its own width and height. */
export function sharedImage(image: ShownImage, siteUrl: string): SharedImage {
  const width = image.widths.find((w) => w >= SHARE_IMAGE_WIDTH) ?? image.widths.at(-1) ?? image.width;
  return {
    url: new URL(imageUrlNear(image, SHARE_IMAGE_WIDTH, 'jpeg'), siteUrl).href,
    width,
    height: Math.round((image.height * width) / image.width),
    alt: image.alt,
  };
}
