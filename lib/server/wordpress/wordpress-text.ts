// Small text helpers for what WordPress stores: titles and excerpts with entities, slugs in any script.

import { slugify as slugifyText } from '@/lib/text/slug';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”' };

export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return NAMED[name.toLowerCase()] ?? all;
  });
}

/** Text without tags or entities, on one line: for headlines and standfirsts. */
export function plainText(html: string): string {
  return decodeHtmlEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL slug: lower case ASCII letters, digits and hyphens (macrons and accents folded). */
export function slugify(value: string): string {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // WordPress percent-encodes non-ASCII slugs; one that is not valid encoding is used as it is.
  }
  return slugifyText(text, 120);
}
