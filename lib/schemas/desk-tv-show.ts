import { z } from 'zod';
import type { ShownImage } from '@/lib/images/image-variants';
import { optionalParagraphs, requiredLine, RowId, SiteSlug } from './site-content';

export const TvShowInput = z
  .object({
    title: requiredLine(160),
    slug: SiteSlug,
    synopsis: optionalParagraphs(4000),
    whereToWatch: requiredLine(160),
    genre: requiredLine(60),
    year: z.number().int('must be a whole year').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier'),
    /** A media-library picture (its 16:9 title card), or none. */
    imageId: RowId.nullable().default(null),
    /**
     * With no imageId, an image that is not from the media library (an older path under /public)
     * is kept unless this is true; a media-library one goes when imageId is null.
     */
    removeImage: z.boolean().default(false),
    articleIds: z
      .array(RowId)
      .max(50, 'must list at most 50 stories')
      .refine((ids) => new Set(ids).size === ids.length, 'must not list a story twice')
      .default([]),
  })
  .strict();
export type TvShowInput = z.input<typeof TvShowInput>;

export interface DeskTvShowSummary {
  id: number;
  slug: string;
  title: string;
  year: number;
  genre: string;
}

export interface DeskTvShow {
  id: number;
  slug: string;
  title: string;
  synopsis: string;
  whereToWatch: string;
  genre: string;
  year: number;
  imageId: number | null;
  image: ShownImage | null;
  /** The image as readers' pages load it (a media-library variant, or an older path under /public). */
  imageUrl: string | null;
  articles: { id: number; title: string }[];
}
