import sanitizeHtml from 'sanitize-html';

// Article bodies may come from any editor or import; only this small set of tags reaches a page.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
