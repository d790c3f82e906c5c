import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { SearchForm } from '@/components/search/SearchForm';
import { ListPagination } from '@/components/article/ListPagination';
import { searchHref } from '@/components/search/search-href';
import { type SearchResultProps, SearchResults } from '@/components/search/SearchResults';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { parsePageParam } from '@/lib/server/content/list-page';
import { normaliseSearchQuery } from '@/lib/server/content/search-service';
import { site } from '@/lib/site';
import styles from '@/styles/Search.module.css';

interface Props {
  /** As searched: trimmed and cut; empty before the reader has searched. */
  query: string;
  page: number;
  results: SearchResultProps[];
  hasMore: boolean;
}

/** `/search?q=…&page=N`: one GET form, so a search is a link that can be shared and cached. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req, res }) => {
  const page = parsePageParam(query.page);
  if (page === null) return { notFound: true };
  const q = normaliseSearchQuery([query.q].flat()[0] ?? '');
  const { results, hasMore } = await appServices().content.searchArticles({ query: q, page });
  // As on the list pages, a page past the end is a 404; page 1 without matches is a page.
  if (page > 1 && !results.length) return { notFound: true };
  return publicPageProps({ req, res }, {
      query: q,
      page,
      hasMore,
      results: results.map(({ article: a, headline }) => ({
        article: { id: a.id, title: a.title, standfirst: a.standfirst, path: a.path, published: a.published, category: { name: a.category.name }, author: { name: a.author.name } },
        headline,
      })),
  });
};

export default function SearchPage({ query, page, results, hasMore }: Props) {
  const pageSuffix = page > 1 ? ` (page ${page})` : '';
  return (
    <>
      <Head>
        <title>{query ? `Search: ${query}${pageSuffix} | ${site.name}` : `Search | ${site.name}`}</title>
        {/* Result pages are endless variations of the stories themselves. */}
        <meta name="robots" content="noindex" />
      </Head>
      <header className={styles.header}>
        <h1>Search</h1>
        <p className={styles.hint}>Put a phrase in &quot;quotes&quot;, use or between alternatives, and -word to leave a word out.</p>
      </header>
      <SearchForm query={query} />
      {query ? (
        <>
          <SearchResults query={query} heading={`Results for “${query}”${pageSuffix}`} results={results} />
          <ListPagination basePath={searchHref(query)} page={page} hasMore={hasMore} order="curated" />
        </>
      ) : null}
    </>
  );
}
