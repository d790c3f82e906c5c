/** The pages whose `article.bodyHtml` the browser reads from their HTML (ArticleBody; decision 327). */
const BODY_IN_MARKUP = new Set(['/[category]/[date]/[slug]', '/preview/[token]']);

interface PageData {
  page: string;
  props: Record<string, unknown>;
}

/**
 * Leaves out of a page's `__NEXT_DATA__` what its HTML already holds: the article's body. Called
 * by `_document` before Next writes the data; the props the page was rendered with, which the
 * content cache shares between readers, are copied, never changed. `/_next/data` answers, which
 * have no HTML, keep the body.
 */
export function leaveOutMarkupCopies(data: PageData): void {
  if (!BODY_IN_MARKUP.has(data.page)) return;
  const pageProps = data.props.pageProps as { article?: { bodyHtml?: unknown } } | undefined;
  if (typeof pageProps?.article?.bodyHtml !== 'string') return;
  data.props = { ...data.props, pageProps: { ...pageProps, article: { ...pageProps.article, bodyHtml: null } } };
}
