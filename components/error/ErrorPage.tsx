import { PageLink } from '@/components/navigation/PageLink';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './ErrorPage.module.css';

/**
 * SPEC §2: the site logo, any child message and a Home link to the root path; and, for a page the
 * server failed to render, the request's id for the reader to quote (the server log has the error under it).
 */
export function ErrorPage({ children, reference }: { children?: ReactNode; reference?: string }) {
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG logo needs no image optimisation */}
      <img src={site.logoPath} alt={site.name} width={120} height={32} />
      <h1 id="error-heading">Really sorry, but we&apos;ve encountered an error!</h1>
      <p>The error is being logged, and we will look into it.</p>
      {children ? <div className={styles.detail}>{children}</div> : null}
      {reference ? (
        <div className={styles.detail}>
          <p>If you write to us about it, quote this reference:</p>
          <p className={styles.reference}>{reference}</p>
        </div>
      ) : null}
      <PageLink href="/" className={styles.home}>
        Home
      </PageLink>
    </section>
  );
}
