import { and, desc, inArray, sql } from 'drizzle-orm';
import { withoutMacrons } from '@/lib/text/macrons';
import type { Db } from '../db/client';
import { articles } from '../db/schema/content';
import { newestFirst, publishedToReaders } from './article-store';

// Control characters, removed from the body before ts_headline (translate), so only the markers
// Postgres adds can become <mark>.
export const HEADLINE_START = '\u0001';
export const HEADLINE_STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxFragments=2, MinWords=10, MaxWords=25, FragmentDelimiter=" … "`;
// ts_rank_cd's weights for D, C, B, A: a word in the title counts five times one in the body.
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

// `websearch_to_tsquery` reads "quoted phrases", `or` and `-word` the way search boxes do and
// never fails on odd input.
// The query loses its macrons as the search_vector did (migration 0016), so "Maori" and "Māori"
// are the same word to search (decision 280).
const tsQueryOf = (text: string) => sql`websearch_to_tsquery('english', ${withoutMacrons(text)})`;

/**
 * Ids of articles whose title, standfirst or body text (the generated `search_vector`, migrations
 * 0002 and 0015) match; best match first, newest first among equals.
 */
export function matchingArticleIds(db: Db, text: string, { limit, offset }: { limit: number; offset: number }): Promise<{ id: number }[]> {
  const tsQuery = tsQueryOf(text);
  const rank = sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${articles.searchVector}, ${tsQuery})`;
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`${articles.searchVector} @@ ${tsQuery}`, publishedToReaders()))
    .orderBy(desc(rank), ...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * The words of each body around the matches, as Postgres's text with HEADLINE_START and
 * HEADLINE_STOP around each match (not yet HTML). ts_headline reads whole bodies, so it is asked
 * for one page's ids only.
 */
export function matchHeadlines(db: Db, text: string, ids: number[]): Promise<{ id: number; headline: string }[]> {
  // The body is shown as written, macrons and all: its words are marked when they match the query
  // as typed or without macrons. A "Maori" query finds "Māori" (search_vector) but cannot mark it.
  const tsQuery = sql`(${tsQueryOf(text)} || websearch_to_tsquery('english', ${text}))`;
  return db
    .select({
      id: articles.id,
      headline: sql<string>`ts_headline('english', translate(regexp_replace(${articles.bodyHtml}, '<[^>]+>', ' ', 'g'), chr(1) || chr(2), ''), ${tsQuery}, ${HEADLINE_OPTIONS})`,
    })
    .from(articles)
    .where(and(inArray(articles.id, ids), publishedToReaders()));
}
