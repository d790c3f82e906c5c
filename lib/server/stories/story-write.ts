import type { StorySnapshot } from '@/lib/schemas/desk-story';
import type { StoryStatus } from '@/lib/stories/story-status';
import { AppError } from '../http/errors';
import { prepareStoryBody } from './story-body';
import type { StoryDeps } from './story-deps';
import { authorsBySlugs, categoriesBySlugs, existingPodcastUids, existingQuizSlugs, imagesByIds, isSlugTaken, type StoryWrite } from './story-store';
import { slugify } from '@/lib/text/slug';

export const slugTaken = (slug: string) => new AppError('SLUG_TAKEN', 409, `Another story already uses the address "${slug}"; choose another.`);

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The rows a save writes, from the editor's fields: every slug it names checked, the body
 * sanitised and its pictures written (decision 135), tags by name (new ones made on save).
 */
export async function resolveStoryWrite(
  { db }: StoryDeps,
  fields: Omit<StorySnapshot, 'publishedAt'>,
  where: { storyId?: number; status: StoryStatus; publishedAt: Date },
): Promise<StoryWrite> {
  const categorySlugs = distinct(fields.categorySlugs);
  const authorSlugs = distinct(fields.authorSlugs);
  const tagList = distinct(fields.tagNames.map((name) => name.trim())).map((name) => ({ name, slug: slugify(name) }));
  const badTag = tagList.find((tag) => !tag.slug);
  if (badTag) throw new AppError('INVALID_TAG', 400, `The tag "${badTag.name}" needs at least one letter or digit.`);
  const [cats, people, taken, featured, bodyHtml] = await Promise.all([
    categoriesBySlugs(db, categorySlugs),
    authorsBySlugs(db, authorSlugs),
    isSlugTaken(db, fields.slug, where.storyId),
    fields.featureImageId === null ? new Map() : imagesByIds(db, [fields.featureImageId]),
    prepareStoryBody(fields.bodyHtml, {
      images: (ids) => imagesByIds(db, ids),
      podcastUids: (uids) => existingPodcastUids(db, uids),
      quizSlugs: (slugs) => existingQuizSlugs(db, slugs),
    }),
  ]);
  const categoryIds = new Map(cats.map((c) => [c.slug, c.id]));
  const authorIds = new Map(people.map((a) => [a.slug, a.id]));
  const unknownCategory = categorySlugs.find((slug) => !categoryIds.has(slug));
  if (unknownCategory) throw new AppError('UNKNOWN_CATEGORY', 400, `There is no section "${unknownCategory}".`);
  const unknownAuthor = authorSlugs.find((slug) => !authorIds.has(slug));
  if (unknownAuthor) throw new AppError('UNKNOWN_AUTHOR', 400, `There is no author "${unknownAuthor}".`);
  if (!authorSlugs.length) throw new AppError('VALIDATION_FAILED', 400, 'A story needs at least one author.');
  if (fields.featureImageId !== null && !featured.has(fields.featureImageId)) {
    throw new AppError('UNKNOWN_IMAGE', 400, `Picture ${fields.featureImageId} is not in the media library.`);
  }
  if (taken) throw slugTaken(fields.slug);
  // Tags whose names differ only in case or accents are one tag.
  const tags = [...new Map(tagList.map((tag) => [tag.slug, tag])).values()];
  return {
    slug: fields.slug,
    title: fields.headline,
    standfirst: fields.standfirst,
    bodyHtml,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    featureImageId: fields.featureImageId,
    publishedAt: where.publishedAt,
    status: where.status,
    authorIds: authorSlugs.map((slug) => authorIds.get(slug)!),
    categoryIds: categorySlugs.map((slug) => categoryIds.get(slug)!),
    tags,
  };
}
