/**
 * An article page's first load leaves the body out of its props: the HTML already holds it
 * (decision 327), so sending it twice would double the page's largest part. The body's element
 * carries `data-article-body`; in the browser it is read from there once, before React takes the
 * page over, and kept, so what an ad controller later adds to it is never read back.
 */
const read = new Map<number, string>();

/** The body the page's HTML holds for article `id`, read once. */
export function bodyInPage(id: number): string {
  let html = read.get(id);
  if (html === undefined) {
    html = document.querySelector(`[data-article-body="${id}"]`)?.innerHTML ?? '';
    read.set(id, html);
  }
  return html;
}
