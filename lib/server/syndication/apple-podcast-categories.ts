/**
 * Apple Podcasts' categories and their subcategories, as `<itunes:category text="…">` must spell
 * them (Spotify reads the same tag). A feed naming another category is refused by Apple, so
 * PODCAST_CATEGORY is checked against this list when the configuration is read.
 */
export const APPLE_PODCAST_CATEGORIES: Record<string, readonly string[]> = {
  Arts: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'],
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Comedy: ['Comedy Interviews', 'Improv', 'Stand-Up'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  Fiction: ['Comedy Fiction', 'Drama', 'Science Fiction'],
  Government: [],
  History: [],
  'Health & Fitness': ['Alternative Health', 'Fitness', 'Medicine', 'Mental Health', 'Nutrition', 'Sexuality'],
  'Kids & Family': ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'],
  Leisure: ['Animation & Manga', 'Automotive', 'Aviation', 'Crafts', 'Games', 'Hobbies', 'Home & Garden', 'Video Games'],
  Music: ['Music Commentary', 'Music History', 'Music Interviews'],
  News: ['Business News', 'Daily News', 'Entertainment News', 'News Commentary', 'Politics', 'Sports News', 'Tech News'],
  'Religion & Spirituality': ['Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Judaism', 'Religion', 'Spirituality'],
  Science: ['Astronomy', 'Chemistry', 'Earth Sciences', 'Life Sciences', 'Mathematics', 'Natural Sciences', 'Nature', 'Physics', 'Social Sciences'],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Sports: ['Baseball', 'Basketball', 'Cricket', 'Fantasy Sports', 'Football', 'Golf', 'Hockey', 'Rugby', 'Running', 'Soccer', 'Softball', 'Swimming', 'Tennis', 'Volleyball', 'Wilderness', 'Wrestling'],
  Technology: [],
  'True Crime': [],
  'TV & Film': ['After Shows', 'Film History', 'Film Interviews', 'Film Reviews', 'TV Reviews'],
};

export interface PodcastCategory {
  name: string;
  subcategory?: string;
}

/** "News" or "News/Daily News" as a category, or null when Apple has no such category. */
export function parsePodcastCategory(value: string): PodcastCategory | null {
  const [name = '', subcategory, extra] = value.split('/').map((part) => part.trim());
  const subcategories = Object.hasOwn(APPLE_PODCAST_CATEGORIES, name) ? APPLE_PODCAST_CATEGORIES[name] : undefined;
  if (!subcategories || extra !== undefined) return null;
  if (subcategory === undefined) return { name };
  return subcategories.includes(subcategory) ? { name, subcategory } : null;
}
