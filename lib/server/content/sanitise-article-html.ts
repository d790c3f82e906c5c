import sanitizeHtml from 'sanitize-html';

// A story's body is sanitised once, when it is saved (the desk, the seed, an import), never on
// read (decision 135). The allow-list is exactly what the desk's editor emits; anything else is
// dropped: scripts, event handlers, style, iframes and javascript: URLs never survive.
// A passage's language, so screen readers pronounce te reo Māori as Māori (decision 281): the editor
// marks `<span lang="mi">`; imports may mark whole paragraphs. Only Māori and English: a story is
// in New Zealand English with te reo passages, and an unknown code would only confuse a reader.
// sanitize-html's `values` would keep a bare `lang` for any other value, so those are removed in
// transformTags first.
const lang = 'lang';
const LANGUAGES = new Set(['mi', 'en']);

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'code', 'br', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'figure', 'img', 'figcaption', 'span', 'aside'],
  allowedAttributes: {
    a: ['href', 'title', lang],
    blockquote: ['class', lang],
    span: ['class', lang],
    p: [lang],
    li: [lang],
    h2: [lang],
    h3: [lang],
    h4: [lang],
    figcaption: [lang],
    // A picture's src, srcset and size come from its images row (rewritten on save), never from the editor.
    figure: ['data-image-id'],
    img: ['alt'],
    aside: ['data-embed', 'data-uid', 'data-slug'],
  },
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.lang === undefined || LANGUAGES.has(attribs.lang)) return { tagName, attribs };
      const { lang: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  allowedClasses: { blockquote: ['pull-quote'], span: ['credit'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Root-relative links are ours; "//host/path" is another site's.
  allowProtocolRelative: false,
  // The editor's pictures always carry alt (empty until written); an <img> without it came from
  // somewhere else (a paste, an import) and would be an empty element with no picture: dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !('alt' in frame.attribs),
};

/** The body with only the allow-listed tags and attributes (the figures and embeds are checked by lib/server/stories). */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
