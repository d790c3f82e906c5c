import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

// Article bodies may come from any editor or import; only this small set of tags reaches a page.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

// The same body always sanitises to the same HTML, and parsing it cost a tenth of an uncached
// article page; the bodies most read are remembered (keyed by the body itself, so an edited
// article is sanitised afresh). About 8 MB of text at most.
const sanitised = new LRUCache<string, string>({ max: 2_000, maxSize: 4_000_000, sizeCalculation: (value, key) => value.length + key.length });

export function sanitiseArticleHtml(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, options);
    sanitised.set(html, clean); // one larger than maxSize is simply not kept
  }
  return clean;
}
