import { imageSrcSet, imageUrlNear, type ShownImage } from '@/lib/images/image-variants';
import { sanitiseArticleHtml } from '../content/sanitise-article-html';
import { AppError } from '../http/errors';

// The editor's figures and embeds, made safe and complete on save (decision 135). The sanitiser
// has already normalised the markup (attributes in double quotes, values escaped), so its tags
// can be read with simple patterns.

const TAG = /<(\/?)(figure|img|aside)\b([^>]*)>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;
const INLINE_SIZES = '(min-width: 45rem) 42rem, 100vw';

/** Where the body's pictures and embeds come from: each answers the ones that exist. */
export interface StoryBodyLookup {
  images: (ids: number[]) => Promise<Map<number, ShownImage>>;
  podcastUids: (uids: string[]) => Promise<Set<string>>;
  quizSlugs: (slugs: string[]) => Promise<Set<string>>;
}

const attributesOf = (source: string) => new Map([...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2]!]));

const imageIdOf = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new AppError('UNKNOWN_IMAGE', 400, `The body names a picture "${value}" that is not in the media library.`);
  return Number(value);
};

/** What the body refers to: picture ids (in figures), podcast episode uids and quiz slugs (in embeds). */
function referencesIn(html: string) {
  const refs = { imageIds: new Set<number>(), podcastUids: new Set<string>(), quizSlugs: new Set<string>() };
  for (const [, closing, tag, attrs] of html.matchAll(TAG)) {
    if (closing) continue;
    const attributes = attributesOf(attrs!);
    if (tag === 'figure') {
      const id = imageIdOf(attributes.get('data-image-id'));
      if (id !== null) refs.imageIds.add(id);
    } else if (tag === 'aside') {
      const kind = attributes.get('data-embed');
      const uid = attributes.get('data-uid');
      const slug = attributes.get('data-slug');
      if (kind === 'podcast' && uid) refs.podcastUids.add(uid);
      else if (kind === 'quiz' && slug) refs.quizSlugs.add(slug);
      else throw new AppError('UNKNOWN_EMBED', 400, 'An embed must name a podcast episode (data-uid) or a quiz (data-slug).');
    }
  }
  return refs;
}

function inlineImg(image: ShownImage, alt: string): string {
  const width = image.widths.find((w) => w >= 960) ?? image.widths.at(-1) ?? image.width;
  const height = Math.round((width * image.height) / image.width);
  const src = imageUrlNear(image, 960, 'jpeg');
  return `<img src="${src}" srcset="${imageSrcSet(image, 'webp')}" sizes="${INLINE_SIZES}" width="${width}" height="${height}" alt="${alt}" loading="lazy" decoding="async" />`;
}

/**
 * The body as stored: sanitised, each `<figure data-image-id>`'s picture written from its images
 * row (the alt typed in the editor kept), pictures outside such a figure dropped, embeds checked
 * against our podcasts and quizzes. Unknown pictures and embeds are a 400, so nothing is saved.
 */
export async function prepareStoryBody(html: string, lookup: StoryBodyLookup): Promise<string> {
  const clean = sanitiseArticleHtml(html);
  const refs = referencesIn(clean);
  const [images, uids, slugs] = await Promise.all([
    refs.imageIds.size ? lookup.images([...refs.imageIds]) : new Map<number, ShownImage>(),
    refs.podcastUids.size ? lookup.podcastUids([...refs.podcastUids]) : new Set<string>(),
    refs.quizSlugs.size ? lookup.quizSlugs([...refs.quizSlugs]) : new Set<string>(),
  ]);
  for (const id of refs.imageIds) if (!images.has(id)) throw new AppError('UNKNOWN_IMAGE', 400, `The body names picture ${id}, which is not in the media library.`);
  for (const uid of refs.podcastUids) if (!uids.has(uid)) throw new AppError('UNKNOWN_EMBED', 400, `No podcast episode has the uid "${uid}".`);
  for (const slug of refs.quizSlugs) if (!slugs.has(slug)) throw new AppError('UNKNOWN_EMBED', 400, `No quiz has the address "${slug}".`);

  const figures: (ShownImage | null)[] = [];
  return clean.replace(TAG, (whole, closing: string, tag: string, attrs: string) => {
    const attributes = attributesOf(attrs);
    if (tag === 'figure') {
      if (closing) {
        figures.pop();
        return whole;
      }
      const id = imageIdOf(attributes.get('data-image-id'));
      figures.push(id === null ? null : images.get(id)!);
      return id === null ? '<figure>' : `<figure data-image-id="${id}">`;
    }
    if (tag === 'img') {
      const image = figures.at(-1);
      return image ? inlineImg(image, attributes.get('alt') ?? '') : '';
    }
    if (closing) return whole;
    const kind = attributes.get('data-embed');
    return kind === 'podcast' ? `<aside data-embed="podcast" data-uid="${attributes.get('data-uid')}">` : `<aside data-embed="quiz" data-slug="${attributes.get('data-slug')}">`;
  });
}

/** The pictures of a stored body, with the alt text each has there (empty when none was typed). */
export function inlineImagesOf(html: string): { id: number; alt: string }[] {
  const found: { id: number; alt: string }[] = [];
  let figureId: number | null = null;
  for (const [, closing, tag, attrs] of html.matchAll(TAG)) {
    if (tag === 'figure') figureId = closing ? null : Number(attributesOf(attrs!).get('data-image-id') ?? NaN) || null;
    else if (tag === 'img' && figureId !== null) found.push({ id: figureId, alt: (attributesOf(attrs!).get('alt') ?? '').trim() });
  }
  return found;
}
