import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import styles from '@/components/library/Library.module.css';
import { SignedInOnly } from '@/components/library/SignedInOnly';
import { WatchlistList } from '@/components/watchlist/WatchlistList';
import { site } from '@/lib/site';

export default function WatchlistPage() {
  return (
    <>
      <Head>
        <title>{`Your watch list | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page} aria-labelledby="watchlist-heading">
        <h1 id="watchlist-heading">Your watch list</h1>
        <SignedInOnly path="/watchlist" what="your watch list">
          <WatchlistList itemHeading="h2" />
        </SignedInOnly>
      </section>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // Same HTML for everyone (the list loads with the member's token), but about one member.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: {} };
};
