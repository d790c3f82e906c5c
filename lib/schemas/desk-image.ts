import { z } from 'zod';
import { text } from './text';

export const IMAGE_ALT_MAX = 500;
export const IMAGE_CAPTION_MAX = 1_000;
export const IMAGE_CREDIT_MAX = 200;

/** PATCH /api/desk/images/[id]: the words that go with a picture. */
export const DeskImageTextSchema = z
  .object({
    alt: text().trim().max(IMAGE_ALT_MAX, `must be at most ${IMAGE_ALT_MAX} characters`).optional(),
    caption: text().trim().max(IMAGE_CAPTION_MAX, `must be at most ${IMAGE_CAPTION_MAX} characters`).optional(),
    credit: text().trim().max(IMAGE_CREDIT_MAX, `must be at most ${IMAGE_CREDIT_MAX} characters`).optional(),
  })
  .strict();
export type DeskImageText = z.infer<typeof DeskImageTextSchema>;

/** GET /api/desk/images: a search and the cursor of the page before. */
export const DeskImageListQuerySchema = z
  .object({
    q: text().trim().max(200, 'must be at most 200 characters').optional(),
    cursor: text().max(100).optional(),
  })
  .strict();
export type DeskImageListQuery = z.infer<typeof DeskImageListQuerySchema>;

export const DeskImageIdSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
