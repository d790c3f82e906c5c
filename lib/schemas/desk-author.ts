import { z } from 'zod';
import type { ShownImage } from '@/lib/images/image-variants';
import { optionalParagraphs, requiredLine, RowId, SiteSlug } from './site-content';

/** An author as the desk saves it; the photo is a media-library picture (or none). */
export const AuthorInput = z
  .object({
    name: requiredLine(120),
    slug: SiteSlug,
    bio: optionalParagraphs(2000),
    photoImageId: RowId.nullable().default(null),
  })
  .strict();
export type AuthorInput = z.input<typeof AuthorInput>;

export interface DeskAuthorSummary {
  id: number;
  slug: string;
  name: string;
  storyCount: number;
  hasPhoto: boolean;
}

export interface DeskAuthor {
  id: number;
  slug: string;
  name: string;
  bio: string;
  photoImageId: number | null;
  /** The picture as the author page shows it, for the form's preview. */
  photo: ShownImage | null;
}
