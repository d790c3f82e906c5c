import Head from 'next/head';
import type { ShownSitePage } from '@/lib/site-pages/shown-site-page';
import { site } from '@/lib/site';
import styles from '@/styles/Article.module.css';

/** The about, contact or privacy page: set like an article's body, with the date the newsroom last changed it. */
export function SitePage({ page }: { page: ShownSitePage }) {
  return (
    <>
      <Head>
        <title>{`${page.title} | ${site.name}`}</title>
        <meta name="description" content={page.description} />
      </Head>
      <article className={styles.article}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.updated ? (
          <p className={styles.updated}>
            Last updated <time dateTime={page.updated.iso}>{page.updated.text}</time>
          </p>
        ) : null}
        {/* Sanitised on the server when saved (sanitiseArticleHtml), or our own default text. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      </article>
    </>
  );
}
