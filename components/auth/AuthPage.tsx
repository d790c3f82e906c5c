import Head from 'next/head';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './AuthPage.module.css';

/** The frame of every sign-in and account page: its title, kept out of search results, one h1. */
export function AuthPage({ title, heading = title, children }: { title: string; heading?: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{`${title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page} aria-labelledby="auth-heading">
        <h1 id="auth-heading" className={styles.heading}>
          {heading}
        </h1>
        {children}
      </section>
    </>
  );
}
