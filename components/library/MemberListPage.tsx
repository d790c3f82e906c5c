import Head from 'next/head';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './Library.module.css';
import { SignedInOnly } from './SignedInOnly';

/** The frame of a member's own list (bookmarks, watch list): its heading, and the list once signed in. */
export function MemberListPage({ title, path, what, children }: { title: string; path: string; what: string; children: ReactNode }) {
  const headingId = `${path.slice(1)}-heading`;
  return (
    <>
      <Head>
        <title>{`${title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.page} aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        <SignedInOnly path={path} what={what}>
          {children}
        </SignedInOnly>
      </section>
    </>
  );
}
