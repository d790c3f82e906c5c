// Shapes of the hand-written sample content. The seeder maps these onto the Drizzle tables;
// they describe input files, not stored rows, so they live beside the content.

export interface SeedAuthor {
  slug: string;
  name: string;
  bio: string;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedTag {
  slug: string;
  name: string;
}

export type SeedLayout = 'standard' | 'feature';

export interface SeedArticle {
  slug: string;
  title: string;
  /** One or two sentences shown under the headline and in lists. */
  standfirst: string;
  authorSlug: string;
  additionalAuthorSlugs?: string[];
  /** The first one is the article's primary category (it goes in the URL). */
  categorySlugs: string[];
  tagSlugs: string[];
  layout: SeedLayout;
  /** Publication time relative to when the seed runs, so age badges stay varied. */
  daysAgo: number;
  /** Hour of the day in Pacific/Auckland, 0-23. */
  hour: number;
  /** Simple HTML: <p>, <h2>, <blockquote>, <ul>/<li>, <strong>, <em>. No scripts, no images. */
  bodyHtml: string;
}

export interface SeedCollection {
  slug: string;
  title: string;
  description: string;
  articleSlugs: string[];
}

export interface SeedEpisode {
  slug: string;
  title: string;
  description: string;
  daysAgo: number;
  durationSeconds: number;
}

export interface SeedPodcastSeries {
  slug: string;
  title: string;
  description: string;
  hostAuthorSlug: string;
  episodes: SeedEpisode[];
}

export interface SeedQuizQuestion {
  prompt: string;
  choices: string[];
  /** Index into choices. */
  answerIndex: number;
  explanation: string;
}

export interface SeedQuiz {
  slug: string;
  title: string;
  description: string;
  /** Optional article the quiz is embedded in. */
  articleSlug?: string;
  questions: SeedQuizQuestion[];
}

export interface SeedTvShow {
  slug: string;
  title: string;
  synopsis: string;
  whereToWatch: string;
  genre: string;
  year: number;
  /** The show's 16:9 image under /public (public/tv/{slug}.svg). */
  imageUrl: string;
  /** Articles (by slug) that talk about the show. */
  relatedArticleSlugs: string[];
}

export interface SeedNewsletter {
  listId: string;
  name: string;
  description: string;
  frequency: string;
}
