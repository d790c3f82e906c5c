import { urlDate } from '@/lib/dates/nz-time';

/** /{first category slug}/{dd-MM-yyyy}/{article slug} (SPEC §2). */
export function articlePath(article: { primaryCategorySlug: string; publishedAt: string | Date; slug: string }): string {
  return `/${article.primaryCategorySlug}/${urlDate(article.publishedAt)}/${article.slug}`;
}
