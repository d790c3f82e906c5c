/** Text, or a value inside double quotes, safe in HTML: nothing else can end either. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** What `data-page-link` says: usePageLinks prefetches a page on approach unless it is `no-prefetch`. */
export const pageLinkMark = (prefetch?: false) => (prefetch === false ? 'no-prefetch' : '');

/**
 * A PageLink (components/navigation/PageLink.tsx) as HTML, for the parts of the layout written once
 * as HTML rather than rendered per page: usePageLinks opens it the same way.
 */
export const pageLinkHtml = (href: string, name: string, prefetch?: false) =>
  `<a href="${escapeHtml(href)}" data-page-link="${pageLinkMark(prefetch)}">${escapeHtml(name)}</a>`;
