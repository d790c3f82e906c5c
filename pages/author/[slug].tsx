import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { ArticleList } from '@/components/article/ArticleList';
import { AuthorPhoto } from '@/components/author/AuthorPhoto';
import { ListPagination } from '@/components/article/ListPagination';
import { PageFeedLink } from '@/components/layout/PageFeedLink';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { type AuthorListing } from '@/lib/server/content/author-list-service';
import { parsePageParam } from '@/lib/server/content/list-page';
import { site } from '@/lib/site';
import { authorFeedPath } from '@/lib/syndication/feed-paths';
import styles from '@/styles/Listing.module.css';

interface Props {
  listing: AuthorListing;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, req, res }) => {
  const page = parsePageParam(query.page);
  if (page === null) return { notFound: true };
  const slug = pageParam(params, 'slug');
  if (slug === null) return { notFound: true };
  const listing = await appServices().content.cachedFindAuthorListing(slug, page);
  if (!listing) return { notFound: true };
  return publicPageProps({ req, res }, { listing });
};

export default function AuthorPage({ listing }: Props) {
  const { author } = listing;
  const pageSuffix = listing.page > 1 ? ` (page ${listing.page})` : '';
  return (
    <>
      <Head>
        <title>{`${author.name}${pageSuffix} | ${site.name}`}</title>
        {author.bio ? <meta name="description" content={author.bio} /> : null}
      </Head>
      <PageFeedLink title={`${author.name} | ${site.name}`} href={authorFeedPath(author.slug)} />
      <header className={`${styles.header} ${author.photo ? styles.withPhoto : ''}`}>
        {author.photo ? <AuthorPhoto photo={author.photo} /> : null}
        <div>
          <h1>{author.name}</h1>
          {author.bio ? <p className={styles.description}>{author.bio}</p> : null}
        </div>
      </header>
      <ArticleList heading={`Stories by ${author.name}${pageSuffix}`} articles={listing.articles} />
      <ListPagination basePath={`/author/${author.slug}`} page={listing.page} hasMore={listing.hasMore} />
    </>
  );
}
