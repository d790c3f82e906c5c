/** Articles on one page of a category, collection, tag or author list. */
export const LIST_PAGE_SIZE = 20;

/**
 * `?page=N` as the list pages accept it: absent is page 1; otherwise a plain positive integer
 * (no sign, no leading zero, no fraction, not repeated). Anything else is null, which the page
 * answers with a 404 rather than guessing what was meant.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
