import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { NewsletterPicker } from '@/components/newsletters/NewsletterPicker';
import type { Newsletter } from '@/lib/schemas/newsletter';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

interface Props {
  newsletters: Newsletter[];
}

// The lists are the same for everyone; whether the reader is subscribed loads in the browser.
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  return publicPageProps({ req, res }, { newsletters: await appServices().newsletters.listNewsletters() });
};

export default function NewslettersPage({ newsletters }: Props) {
  return (
    <>
      <Head>
        <title>{`Newsletters | ${site.name}`}</title>
        <meta name="description" content={`${site.name}'s newsletters: choose what lands in your inbox.`} />
      </Head>
      <header className={styles.header}>
        <h1>Newsletters</h1>
        <p className={styles.description}>Choose what lands in your inbox. Unsubscribe at any time from any email.</p>
      </header>
      <NewsletterPicker source="newsletters_page" newsletters={newsletters} />
    </>
  );
}
