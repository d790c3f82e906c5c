/** `/search?q=…&page=N`; page 1 has no `page`, like the list pages. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
