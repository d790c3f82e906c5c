import { z } from 'zod';
import { ListId } from './newsletter';
import { optionalParagraphs, requiredLine } from './site-content';

/** A list's words and place; its listId (the provider's list id) is fixed once made, so the provider sync and subscriptions keep it. */
export const NewsletterListFields = z
  .object({
    name: requiredLine(120),
    description: optionalParagraphs(1000),
    frequency: requiredLine(60),
    position: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most 1000').default(0),
  })
  .strict();

export const NewNewsletterList = NewsletterListFields.extend({ listId: ListId }).strict();
export type NewNewsletterList = z.input<typeof NewNewsletterList>;

/** `/api/desk/newsletters/{listId}` */
export const ListIdParam = z.object({ listId: ListId }).strict();

export interface DeskNewsletterList {
  listId: string;
  name: string;
  description: string;
  frequency: string;
  position: number;
  /** Active subscriptions. */
  subscriberCount: number;
}
