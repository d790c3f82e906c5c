import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { AdPlace } from '@/components/ads/AdPlace';
import { ArticleList } from '@/components/article/ArticleList';
import { ListPagination } from '@/components/article/ListPagination';
import { PageFeedLink } from '@/components/layout/PageFeedLink';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { oldPathRedirectOrNotFound } from '@/lib/server/publishing/old-path-page';
import { parsePageParam } from '@/lib/server/content/list-page';
import { type SectionListing } from '@/lib/server/content/section-list-service';
import { site } from '@/lib/site';
import { sectionFeedPath } from '@/lib/syndication/feed-paths';
import styles from '@/styles/Listing.module.css';

interface Props {
  listing: SectionListing;
}

/** `/{slug}`: a category, collection or tag (in that order, see section-list-service). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, req, res }) => {
  const page = parsePageParam(query.page);
  if (page === null) return { notFound: true };
  const slug = pageParam(params, 'category');
  if (slug === null) return { notFound: true };
  const listing = await appServices().content.cachedFindSectionListing(slug, page);
  // No such section: perhaps an old one-segment URL of a story (article_redirects).
  if (!listing) return page === 1 && query.page === undefined ? oldPathRedirectOrNotFound(res, `/${slug}`) : { notFound: true };
  return publicPageProps({ req, res }, { listing });
};

export default function SectionPage({ listing }: Props) {
  const pageSuffix = listing.page > 1 ? ` (page ${listing.page})` : '';
  return (
    <>
      <Head>
        <title>{`${listing.title}${pageSuffix} | ${site.name}`}</title>
        {listing.description ? <meta name="description" content={listing.description} /> : null}
      </Head>
      {/* A collection's order is curated, not news: only categories and tags have a feed. */}
      {listing.kind === 'collection' ? null : <PageFeedLink title={`${listing.title} | ${site.name}`} href={sectionFeedPath(listing.slug)} />}
      <header className={styles.header}>
        <h1>{listing.title}</h1>
        {listing.description ? <p className={styles.description}>{listing.description}</p> : null}
      </header>
      <ArticleList heading={`${listing.kind === 'collection' ? 'In this collection' : `Latest in ${listing.title}`}${pageSuffix}`} articles={listing.articles} />
      <AdPlace unit={listing.kind === 'collection' ? 'collection' : 'section'} />
      <ListPagination basePath={`/${listing.slug}`} page={listing.page} hasMore={listing.hasMore} order={listing.kind === 'collection' ? 'curated' : 'newest'} />
    </>
  );
}
