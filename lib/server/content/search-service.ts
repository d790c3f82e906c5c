import type { Db } from '../db/client';
import { type ArticleSummary, summariesByIds } from './article-store';
import { LIST_PAGE_SIZE } from './list-page';
import { HEADLINE_START as START, HEADLINE_STOP as STOP, matchHeadlines, matchingArticleIds } from './search-store';

export interface SearchResult {
  article: ArticleSummary;
  /** Words of the body around the matches: escaped text whose only markup is `<mark>`. */
  headline: string;
}

export interface SearchPage {
  results: SearchResult[];
  hasMore: boolean;
}

export const MAX_QUERY_LENGTH = 200;

/** The query as searched: no NUL (Postgres text cannot hold it), trimmed, cut to 200 characters. */
export function normaliseSearchQuery(query: string): string {
  return Array.from(query.replace(/\0/g, '').trim()).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * Matches the title, standfirst and body text (the generated `search_vector`, migration 0002).
 * `websearch_to_tsquery` reads "quoted phrases", `or` and `-word` the way search boxes do and
 * never fails on odd input. Best match first, newest first among equals; like the lists, the page
 * of ids is picked first and joined afterwards (decision 13).
 */
export async function searchArticles(db: Db, { query, page }: { query: string; page: number }): Promise<SearchPage> {
  const text = normaliseSearchQuery(query);
  if (!text) return { results: [], hasMore: false };
  const rows = await matchingArticleIds(db, text, { limit: LIST_PAGE_SIZE + 1, offset: (page - 1) * LIST_PAGE_SIZE });
  const ids = rows.slice(0, LIST_PAGE_SIZE).map((row) => row.id);
  if (!ids.length) return { results: [], hasMore: false };

  const [summaries, headlines] = await Promise.all([summariesByIds(db, ids), matchHeadlines(db, text, ids)]);
  const headlineById = new Map(headlines.map((row) => [row.id, headlineToHtml(row.headline)]));
  return {
    results: summaries.map((article) => ({ article, headline: headlineById.get(article.id) ?? '' })),
    hasMore: rows.length > LIST_PAGE_SIZE,
  };
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** The body's entities as characters, so `&amp;` reads as `&` once escaped again. Unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 1 && code !== 2;
    return valid ? String.fromCodePoint(code) : whole;
  });
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * ts_headline's output as HTML: every character of the article is escaped, and only the
 * markers become `<mark>`, always balanced, so nothing an article contains can become markup.
 */
export function headlineToHtml(headline: string): string {
  let open = false;
  let html = '';
  let text = '';
  for (const char of decodeEntities(headline)) {
    if (char !== START && char !== STOP) {
      text += char;
      continue;
    }
    html += escapeHtml(text);
    text = '';
    if (char === START && !open) html += '<mark>';
    if (char === STOP && open) html += '</mark>';
    open = char === START;
  }
  html += escapeHtml(text);
  return open ? `${html}</mark>` : html;
}
