/**
 * The pages a bench measures: every one of `pages`, or only those the environment variable
 * `variable` names (`article`, `home,category`), for a change aimed at them. A name that is not
 * one of `pages` stops the run, so a typing slip cannot measure nothing.
 */
export function pagesNamedIn<Page extends string>(variable: string, pages: readonly Page[], env: Record<string, string | undefined> = process.env): Page[] {
  const named = env[variable]?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!named?.length) return [...pages];
  const unknown = named.filter((name) => !(pages as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`${variable}: no page called ${unknown.join(', ')} (pages: ${pages.join(', ')})`);
  return pages.filter((page) => named.includes(page));
}
