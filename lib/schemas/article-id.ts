import { z } from 'zod';
import { text } from './text';

/** Article ids are Postgres `integer`s: a larger number would fail in the database (a 500), not here. */
export const MAX_ARTICLE_ID = 2_147_483_647;

/** An article id as a query string carries it. */
export const ArticleIdText = text()
  .regex(/^[1-9]\d{0,9}$/, 'must be an article id')
  .transform(Number)
  .pipe(z.number().max(MAX_ARTICLE_ID, 'must be an article id'));
