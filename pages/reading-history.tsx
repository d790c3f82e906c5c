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
          {site.name} counts the stories you read in this browser, to know when to ask for support. It is sent to us with your name only if you choose to keep it with your account.
        </p>
      </header>
      <ReadingHistoryPanel />
    </>
  );
}
