// Where each feed lives, for the feed routes and for the pages that link to them in their head.

/** The RSS of a category's or tag's page `/{slug}`. */
export const sectionFeedPath = (slug: string) => `/${slug}/feed`;

/** The RSS of an author's page `/author/{slug}`. */
export const authorFeedPath = (slug: string) => `/author/${slug}/feed`;

/**
 * A podcast series' feed for podcast apps. `.xml` because an episode's slug never holds a dot, so
 * this path can never be an episode's `/podcasts/{series}/{episode}`.
 */
export const podcastFeedPath = (seriesSlug: string) => `/podcasts/${seriesSlug}/feed.xml`;
