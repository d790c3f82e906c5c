import { z } from 'zod';

// The related answer is `{ data: [{ metadata: '{"postId": 123, …}' }, …] }`: metadata is JSON
// text. Each entry is checked on its own, so one malformed entry does not lose the others.
const RelatedAnswer = z.object({ data: z.array(z.unknown()) });
const RelatedEntry = z.object({ metadata: z.string() });
const PostMetadata = z.object({
  postId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]),
});

function postIdOf(entry: unknown): number | null {
  const parsed = RelatedEntry.safeParse(entry);
  if (!parsed.success) return null;
  let metadata: unknown;
  try {
    metadata = JSON.parse(parsed.data.metadata);
  } catch {
    return null;
  }
  const post = PostMetadata.safeParse(metadata);
  return post.success && post.data.postId > 0 ? post.data.postId : null;
}

/** Post ids in the service's order, without repeats; null when the answer is not of the documented shape. */
export function relatedPostIds(body: unknown): number[] | null {
  const answer = RelatedAnswer.safeParse(body);
  if (!answer.success) return null;
  const ids = answer.data.data.map(postIdOf).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
