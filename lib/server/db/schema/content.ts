import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { images } from './images';
import { members } from './members';
import { MACRON_VOWELS, PLAIN_VOWELS } from '../../../text/macrons';

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  photoImageId: integer('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
  /** The staff member who writes as this author: their stories are their own (an author publishes them). */
  memberUid: text('member_uid')
    .unique()
    .references(() => members.uid, { onDelete: 'set null' }),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

// translate()'s arguments: the macron vowels to their plain ones (lib/text/macrons.ts); a
// combining macron (U+0304), past the end of the second list, is dropped. Literal SQL, because a
// generated column's expression cannot take parameters.
const MACRON_FROM = `'${MACRON_VOWELS}' || chr(772)`;
const MACRON_TO = `'${PLAIN_VOWELS}'`;
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    standfirst: text('standfirst').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    layouts: text('layouts')
      .array()
      .notNull()
      .default(sql`ARRAY['standard']::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    commentsClosed: boolean('comments_closed').notNull().default(false),
    /**
     * draft → scheduled → published → unpublished (lib/stories/story-status.ts). Readers only ever
     * see 'published'; the publish job turns 'scheduled' into 'published' once published_at passes.
     */
    status: text('status', { enum: ['draft', 'scheduled', 'published', 'unpublished'] })
      .notNull()
      .default('published'),
    /** Bumped by every save; a save that names an older one is a conflict (409). */
    revision: integer('revision').notNull().default(1),
    featureImageId: integer('feature_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Empty means "use the headline" / "use the standfirst". */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Who started it in the desk; null for seeded and imported stories. */
    createdByUid: text('created_by_uid').references(() => members.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where an imported story came from ('wordpress:{guid}'), so a second import changes nothing. */
    importKey: text('import_key').unique(),
    /**
     * What /search matches: title (weight A), standfirst (B) and the body's text (C). Tags are
     * replaced by spaces first, so tag names and attribute values are never words of the story.
     * Read only by search-service; never selected into a page's props. Macrons are taken off
     * (translate, the same on PGlite and Postgres; a combining macron, U+0304, is dropped) and the
     * query loses them too (search-service), so Māori and Maori find each other (decision 280).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', translate(coalesce(title, ''), ${sql.raw(MACRON_FROM)}, ${sql.raw(MACRON_TO)})), 'A') || setweight(to_tsvector('english', translate(coalesce(standfirst, ''), ${sql.raw(MACRON_FROM)}, ${sql.raw(MACRON_TO)})), 'B') || setweight(to_tsvector('english', translate(regexp_replace(coalesce(body_html, ''), '<[^>]+>', ' ', 'g'), ${sql.raw(MACRON_FROM)}, ${sql.raw(MACRON_TO)})), 'C')`,
    ),
  },
  // NULLS FIRST is what `ORDER BY x DESC` means; an index in another null order cannot serve it.
  (t) => [
    index('articles_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_author_idx').on(t.authorId, t.publishedAt.desc().nullsFirst()),
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_status_idx').on(t.status, t.publishedAt),
  ],
);

/** Every save of a story, newest revision last; `snapshot` is the whole story as saved (lib/stories). */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    savedByUid: text('saved_by_uid').references(() => members.uid, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_revisions_article_revision_idx').on(t.articleId, t.revision)],
);

/** A published story's earlier URL paths (slug or date changed, or a WordPress import), answered with 301. */
export const articleRedirects = pgTable('article_redirects', {
  oldPath: text('old_path').primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** additional_authors of SPEC §3, in byline order. */
export const articleAuthors = pgTable(
  'article_authors',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.authorId] }), index('article_authors_author_idx').on(t.authorId)],
);

/** position 0 is the primary category, the one in the article's URL. */
export const articleCategories = pgTable(
  'article_categories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index('article_categories_category_idx').on(t.categoryId, t.articleId)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId, t.articleId)],
);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Its place among the home page's collections, lowest first; null keeps it off the home page. */
  homePosition: integer('home_position'),
});

export const collectionArticles = pgTable(
  'collection_articles',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.articleId] })],
);

/**
 * The newsroom's own pages (about, contact, privacy; lib/site-pages/site-page-slugs.ts), edited on
 * the desk. No row means the page shows its default text (decision 315).
 */
export const sitePages = pgTable('site_pages', {
  slug: text('slug', { enum: ['about', 'contact', 'privacy'] }).primaryKey(),
  title: text('title').notNull(),
  /** Sanitised on save like a story's body (decision 135); shown as it is. */
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The editor who saved it last; kept when they leave (set null), the page stays. */
  updatedByUid: text('updated_by_uid').references(() => members.uid, { onDelete: 'set null' }),
});
