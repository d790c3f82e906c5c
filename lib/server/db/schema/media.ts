import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles, authors } from './content';
import { images } from './images';

export const podcastSeries = pgTable('podcast_series', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  hostAuthorId: integer('host_author_id').references(() => authors.id),
  /** The series' square picture from the media library; null shows no picture and feeds the drawn one (decision 313). */
  artworkImageId: integer('artwork_image_id').references(() => images.id, { onDelete: 'set null' }),
});

export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    /** The episode uid a hosted player embeds by (SPEC §2). */
    uid: text('uid').notNull().unique(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => podcastSeries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** File name under DATA_DIR/audio, served at /audio/{file}. */
    audioFile: text('audio_file').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('podcast_episodes_series_idx').on(t.seriesId, t.publishedAt.desc().nullsFirst())],
);

export const quizzes = pgTable('quizzes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
  /** [{prompt, choices, answerIndex, explanation}], checked by a zod schema when read. */
  questions: jsonb('questions').notNull(),
});

export const tvShows = pgTable('tv_shows', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  synopsis: text('synopsis').notNull(),
  whereToWatch: text('where_to_watch').notNull(),
  genre: text('genre').notNull(),
  year: integer('year').notNull(),
  /** A path under /public (or an absolute URL) of the show's 16:9 image; null when there is none. */
  imageUrl: text('image_url'),
});

export const tvShowArticles = pgTable(
  'tv_show_articles',
  {
    tvShowId: integer('tv_show_id')
      .notNull()
      .references(() => tvShows.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tvShowId, t.articleId] })],
);
