import { z } from 'zod';
import { multilineText, text } from './text';

// Shared pieces of the desk's site-content forms (collections, authors, podcasts, quizzes, TV
// shows, newsletter lists): every kind has a title or name, a slug and a description.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug as the site writes it: lower-case letters and digits in words joined by single hyphens. */
export const SiteSlug = text()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(SLUG_PATTERN, 'must be lower-case letters and digits joined by hyphens (e.g. "election-2026")');

/** A required one-line name or title. */
export const requiredLine = (max: number) => text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** An optional description of several lines. */
export const optionalParagraphs = (max: number) => multilineText().trim().max(max, `must be at most ${max} characters`).default('');

/** A database id in a path (`/api/desk/collections/7`). */
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const RowId = z.number().int().positive().max(2_147_483_647);
