import { z } from 'zod';
import { text } from './text';

export const EMBED_KINDS = ['podcast', 'quiz'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** `GET /api/desk/embeds?kind=podcast|quiz&q=`: what the story editor's embed picker offers. */
export const EmbedChoicesQuery = z
  .object({
    kind: z.enum(EMBED_KINDS),
    q: text().max(100).optional(),
  })
  .strict();
export type EmbedChoicesQuery = z.infer<typeof EmbedChoicesQuery>;

/** One thing a story can embed: a podcast episode (by its uid) or a quiz (by its slug). */
export const EmbedChoice = z.object({
  kind: z.enum(EMBED_KINDS),
  id: z.string(),
  title: z.string(),
  path: z.string(),
});
export type EmbedChoice = z.infer<typeof EmbedChoice>;
