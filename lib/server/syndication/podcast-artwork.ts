import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { imageVariantUrl, type ShownImage } from '@/lib/images/image-variants';
import { site } from '@/lib/site';

/** Apple Podcasts asks for square artwork of 1,400 to 3,000 pixels, JPEG or PNG, RGB. */
export const ARTWORK_SIZE = 1400;
export const ARTWORK_MAX_SIZE = 3000;

// Deep, high-contrast backgrounds for white text, picked by the series' slug so shows differ.
const BACKGROUNDS = ['#0b4f6c', '#5b2a4e', '#1f5130', '#7a3b12', '#27325e', '#4a4a1a'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The title in lines of at most `width` characters, words kept whole (a longer word is its own line), at most five lines. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 5 ? [...lines.slice(0, 4), `${lines.slice(4).join(' ').slice(0, width - 1)}…`] : lines;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * A series' artwork as SVG: its title large on a colour of its own, the site's mark and name below.
 * Drawn rather than chosen, so every series has artwork podcast apps accept (decision 284).
 */
export function podcastArtworkSvg(series: { slug: string; title: string }): string {
  const background = BACKGROUNDS[hashOf(series.slug) % BACKGROUNDS.length];
  const lines = wrapTitle(series.title, 12);
  const fontSize = lines.length > 3 ? 130 : 160;
  const lineHeight = Math.round(fontSize * 1.12);
  const top = 700 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines.map((line, i) => `<text x="120" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</text>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 1400 1400">`,
    `<rect width="1400" height="1400" fill="${background}"/>`,
    '<rect x="120" y="120" width="160" height="160" rx="30" fill="#fff"/>',
    `<path d="M165 240V160h37.5a25 25 0 0 1 0 50H185v30z" fill="${background}"/>`,
    `<g font-family="Georgia, 'DejaVu Serif', serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${text}</g>`,
    `<text x="120" y="1280" font-family="Georgia, 'DejaVu Serif', serif" font-size="72" fill="#fff" opacity="0.85">${escapeXml(site.name)} podcasts</text>`,
    '</svg>',
  ].join('');
}

/** The artwork's address; `v` changes with what is drawn, so apps that keep artwork by URL fetch the new one. */
export function podcastArtworkPath(series: { slug: string; title: string }): string {
  const version = createHash('sha1').update(podcastArtworkSvg(series)).digest('base64url').slice(0, 10);
  return `/podcasts/${series.slug}/artwork.png?v=${version}`;
}

/**
 * The artwork a series' feed names, site-relative: its own picture's widest JPEG when podcast apps
 * would take it (square, 1,400 to 3,000 pixels), else the artwork drawn from its title. A picture
 * Apple refuses would hold back the whole show, so the drawn one stands in (decision 313).
 */
export function feedArtworkPath(series: { slug: string; title: string; artwork: ShownImage | null }): string {
  const { artwork } = series;
  const widest = artwork?.widths.at(-1);
  if (artwork && widest !== undefined && artwork.width === artwork.height && widest >= ARTWORK_SIZE && widest <= ARTWORK_MAX_SIZE) {
    return imageVariantUrl(artwork.storageKey, widest, 'jpeg');
  }
  return podcastArtworkPath(series);
}

// A few series' PNGs kept in memory: drawing one takes sharp a few tenths of a second.
const drawn = new Map<string, Buffer>();
const KEPT = 32;

/** The artwork as a PNG. */
export async function drawPodcastArtwork(svg: string): Promise<Buffer> {
  const kept = drawn.get(svg);
  if (kept) return kept;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(svg, png);
  return png;
}
