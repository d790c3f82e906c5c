import type { SeedArticle } from '@/lib/server/seed/content/seed-types';

/** A sport story `daysAgo` days old by Tom Mackenzie, tagged rugby; `more` overrides any field. */
export const storySeed = (slug: string, daysAgo: number, more: Partial<SeedArticle> = {}): SeedArticle => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: 'A short standfirst.',
  authorSlug: 'tom-mackenzie',
  categorySlugs: ['sport'],
  tagSlugs: ['rugby'],
  layout: 'standard',
  daysAgo,
  hour: 9,
  bodyHtml: '<p>Body.</p>',
  ...more,
});
