import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { BookmarkList } from '@/components/bookmarks/BookmarkList';
import styles from '@/components/library/Library.module.css';
import { SignedInOnly } from '@/components/library/SignedInOnly';
import { site } from '@/lib/site';

export default function BookmarksPage() {
  return (
    <>
      <Head>
        <title>{`Your bookmarks | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page} aria-labelledby="bookmarks-heading">
        <h1 id="bookmarks-heading">Your bookmarks</h1>
        <SignedInOnly path="/bookmarks" what="your bookmarks">
          <BookmarkList itemHeading="h2" />
        </SignedInOnly>
      </section>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // The HTML is the same for everyone (the list loads with the member's token), but the page is
  // about one member: no shared cache keeps it.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: {} };
};
