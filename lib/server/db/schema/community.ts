import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './content';
import { podcastEpisodes, tvShows } from './media';
import { members } from './members';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id),
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden', 'deleted'] }).notNull().default('visible'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('comments_article_idx').on(t.articleId, t.createdAt), index('comments_member_idx').on(t.memberUid)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberUid] })],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    reason: text('reason').notNull().default(''),
    /** Set when a moderator keeps the comment: the report leaves the moderation queue. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberUid] })],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.articleId] })],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    tvShowId: integer('tv_show_id')
      .notNull()
      .references(() => tvShows.id, { onDelete: 'cascade' }),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.tvShowId] })],
);

/**
 * Where a member left each podcast episode, so another device resumes there (decision 295).
 * `savedAt` is the saving device's clock: the newest save wins, an old device's late save does not.
 */
export const podcastPositions = pgTable(
  'podcast_positions',
  {
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.episodeId] })],
);

/**
 * A member's reading history kept with their account (decisions 296–297): SPEC §3's shape as
 * jsonb, the "Stop counting my articles" switch, and the answer to the one question asking to
 * merge a browser's history (null until asked).
 */
export const accountReadingHistories = pgTable('account_reading_histories', {
  memberUid: text('member_uid')
    .primaryKey()
    .references(() => members.uid),
  history: jsonb('history').notNull(),
  countingOffUntil: timestamp('counting_off_until', { withTimezone: true }),
  mergeAnswer: text('merge_answer'),
  mergeAnsweredAt: timestamp('merge_answered_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
