import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './ErrorPage.module.css';

/** SPEC §2: the site logo, any child message and a Home link to the root path. */
export function ErrorPage({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG logo needs no image optimisation */}
      <img src={site.logoPath} alt={site.name} width={120} height={32} />
      <h1 id="error-heading">Really sorry, but we&apos;ve encountered an error!</h1>
      <p>The error is being logged, and we will look into it.</p>
      {children ? <div className={styles.detail}>{children}</div> : null}
      <Link href="/" className={styles.home}>
        Home
      </Link>
    </section>
  );
}
