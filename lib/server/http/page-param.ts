import type { ParsedUrlQuery } from 'node:querystring';
import { isPlainText } from '@/lib/schemas/text';

/**
 * A dynamic page's path parameter (`[slug]`, `[series]` …) as getServerSideProps reads it, or null
 * when it cannot name anything: absent, repeated, or holding a control character or broken UTF-16
 * (`/tv/a%00b`). The page answers null with its 404, the same answer as for a slug no row has;
 * before this, a NUL reached Postgres, which refused the query, and the reader got a 500.
 */
export function pageParam(params: ParsedUrlQuery | undefined, name: string): string | null {
  const value = params?.[name];
  return typeof value === 'string' && isPlainText(value) ? value : null;
}
