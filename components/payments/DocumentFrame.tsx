import Head from 'next/head';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './TaxDocument.module.css';

/**
 * The frame of a receipt's or statement's page: its title, kept out of search results, room for
 * the document. The document's own title is the page's h1 (the panel shows one while it loads).
 */
export function DocumentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{`${title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page}>{children}</section>
    </>
  );
}
