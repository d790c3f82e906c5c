/** `/search?q=…`, the address of the first page of results for `query`. */
export function searchHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
