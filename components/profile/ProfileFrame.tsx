import Head from 'next/head';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './Profile.module.css';

/** The profile pages' frame: their title, kept out of search results, one h1, room for tables. */
export function ProfileFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{`${title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page} aria-labelledby="profile-heading">
        <h1 id="profile-heading">{title}</h1>
        {children}
      </section>
    </>
  );
}
