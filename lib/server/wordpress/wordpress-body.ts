import { imageSrcSet, imageUrlNear, type ShownImage } from '@/lib/images/image-variants';
import { sanitiseArticleHtml } from '../content/sanitise-article-html';

/** An inline picture of a post's body that matched one of the export's attachments. */
export interface BodyPicture {
  /** What `findAttachment` answered for the img's src. */
  attachmentId: string;
  alt: string;
}

export interface ConvertedBody {
  /** Sanitised HTML with a placeholder where each picture goes; finish it with `placePictures`. */
  html: string;
  pictures: BodyPicture[];
  /** Inline images that matched no attachment (hotlinked or external): left out. */
  droppedImages: number;
}

// A word the sanitiser keeps as text and no story contains, so the pictures can go back after it.
const marker = (index: number) => `wpimportpicture${index}x`;
const markerPattern = /wpimportpicture(\d+)x/;

const BLOCK_TAG = /^<\/?(p|h[1-6]|ul|ol|li|blockquote|figure|figcaption|div|table|pre|hr|address|section|aside|dl|form)[\s>/]/i;

/** WordPress's wpautop in small: blank lines separate paragraphs, a single newline is a <br>. */
export function autop(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (BLOCK_TAG.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n');
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(2).find((v) => v !== undefined) ?? '';

/** `[caption id="…" align="…"]<a><img …></a> The caption[/caption]` → a figure with a figcaption. */
function captionsToFigures(html: string): string {
  return html.replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_all, attributes: string, inner: string) => {
    const picture = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    const image = picture?.[1] ?? '';
    const caption = (picture ? (picture[2] ?? '') : inner).trim() || attribute(attributes, 'caption');
    return `<figure>${image}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeEntities = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#0?39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * A WordPress post body as a Pānui story body: block-editor comments removed, [caption]
 * shortcodes as figures, paragraphs made from blank lines when the post predates the block editor,
 * pictures that are the export's own attachments kept (as placeholders), everything else through
 * the same sanitiser every story body goes through.
 */
export function convertWordPressBody(raw: string, findAttachment: (src: string) => string | null): ConvertedBody {
  const hasBlocks = /<!--\s*wp:/.test(raw);
  let html = raw.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
  html = captionsToFigures(html);
  if (!hasBlocks) html = autop(html);

  const pictures: BodyPicture[] = [];
  let droppedImages = 0;
  html = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const attachmentId = findAttachment(decodeEntities(attribute(tag, 'src')));
    if (attachmentId === null) {
      droppedImages += 1;
      return '';
    }
    pictures.push({ attachmentId, alt: decodeEntities(attribute(tag, 'alt')) });
    return marker(pictures.length - 1);
  });
  // A picture linked to its full-size file: the link goes, the picture stays.
  html = html.replace(/<a\b[^>]*>\s*(wpimportpicture\d+x)\s*<\/a>/gi, '$1');
  // A picture outside a figure becomes one (and leaves the paragraph it was in).
  html = html.replace(/(<figure\b[^>]*>\s*)?(wpimportpicture\d+x)/gi, (all, open: string | undefined, word: string) => (open ? all : `<figure>${word}</figure>`));
  // An empty body stays empty (the sanitiser's cache refuses an empty key: it sizes entries by length).
  html = (html.trim() ? sanitiseArticleHtml(html) : '')
    .replace(/<p>\s*(<figure>wpimportpicture\d+x<\/figure>)\s*<\/p>/g, '$1')
    .replace(/<p>\s*<\/p>/g, '');
  return { html: html.trim(), pictures, droppedImages };
}

/**
 * The same <img> the desk writes into a saved story's figure (lib/server/stories/story-body.ts on
 * the desk-stories branch): the variant nearest 960 px wide, its srcset, and the variant's size.
 */
function inlineImg(image: ShownImage, alt: string): string {
  const width = image.widths.find((w) => w >= 960) ?? image.widths.at(-1) ?? image.width;
  const height = Math.round((width * image.height) / image.width);
  return `<img src="${imageUrlNear(image, 960, 'jpeg')}" srcset="${imageSrcSet(image, 'webp')}" sizes="(min-width: 45rem) 42rem, 100vw" width="${width}" height="${height}" alt="${escapeAttribute(alt)}" loading="lazy" decoding="async" />`;
}

/** The imported picture for each placeholder (null: it could not be imported, so its figure goes). */
export function placePictures(body: ConvertedBody, imported: (ShownImage & { id: number } | null)[]): string {
  const withPictures = body.html.replace(/<figure>(wpimportpicture\d+x)([\s\S]*?)<\/figure>/g, (_all, word: string, rest: string) => {
    const index = Number(markerPattern.exec(word)?.[1]);
    const image = imported[index];
    const picture = body.pictures[index];
    if (!image || !picture) return '';
    return `<figure data-image-id="${image.id}">${inlineImg(image, picture.alt || image.alt)}${rest}</figure>`;
  });
  // Figures whose picture was not an attachment (or any stray placeholder) are left out.
  return withPictures.replace(/<figure>(?:(?!<\/figure>)[\s\S])*<\/figure>/g, '').replace(/wpimportpicture\d+x/g, '').trim();
}
