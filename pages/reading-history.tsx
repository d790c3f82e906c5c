import Head from 'next/head';
import { ReadingHistoryPanel } from '@/components/reading-history/ReadingHistoryPanel';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

export default function ReadingHistoryPage() {
  return (
    <>
      <Head>
        <title>{`Your reading history | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <header className={styles.header}>
        <h1>Your reading history</h1>
        <p className={styles.description}>
          {site.name} counts the stories you read in this browser only, to know when to ask for support. It is never sent to us with your name.
        </p>
      </header>
      <ReadingHistoryPanel />
    </>
  );
}
