import type { ShownImage } from '@/lib/images/image-variants';
import type { Db } from '../db/client';
import { type ArticlePage, listAuthorArticles } from './article-list-service';
import { findAuthorBySlug } from './article-list-store';

export interface AuthorListing extends ArticlePage {
  author: { slug: string; name: string; bio: string; photo: ShownImage | null };
}

/** The author's page of stories; null for an unknown author or a page past the end. */
export async function findAuthorListing(db: Db, slug: string, page: number): Promise<AuthorListing | null> {
  const author = await findAuthorBySlug(db, slug);
  if (!author) return null;
  const list = await listAuthorArticles(db, author.id, page);
  return list && { author: { slug: author.slug, name: author.name, bio: author.bio, photo: author.photo }, ...list };
}
