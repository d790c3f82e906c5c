import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
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
     * What /search matches: title (weight A), standfirst (B) and the body's text (C). Tags are
     * replaced by spaces first, so tag names and attribute values are never words of the story.
     * Read only by search-service; never selected into a page's props.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(standfirst, '')), 'B') || setweight(to_tsvector('english', regexp_replace(coalesce(body_html, ''), '<[^>]+>', ' ', 'g')), 'C')`,
    ),
  },
  // NULLS FIRST is what `ORDER BY x DESC` means; an index in another null order cannot serve it.
  (t) => [
    index('articles_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_author_idx').on(t.authorId, t.publishedAt.desc().nullsFirst()),
    index('articles_search_idx').using('gin', t.searchVector),
  ],
);

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
