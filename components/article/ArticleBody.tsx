import type { ReactNode, Ref } from 'react';
import { PageLink } from '@/components/navigation/PageLink';
import type { ArticleAge } from '@/lib/articles/article-age';
import { bodyInPage } from '@/lib/articles/body-in-page';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { FeaturePicture } from '@/components/images/FeaturePicture';
import styles from '@/styles/Article.module.css';
import { AgeBadge } from './AgeBadge';
import { ArticleByline } from './ArticleByline';
import { ArticleTopics } from './ArticleTopics';

export interface ArticleBodyProps {
  article: ShownArticle;
  /** Worked out with the server's clock, so the hydrated badge matches the server's HTML. */
  age: ArticleAge;
  /** 1 for the page's own article; the articles added below it use 2, so the page keeps one h1. */
  headingLevel?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Under the byline: the reader's actions on this story (bookmark). */
  actions?: ReactNode;
  /** On a site with ads: the paragraphs before the first ad and between ads (AD_PARAGRAPHS); the ad controller puts them in. */
  adParagraphs?: number;
}

/** An article's kicker, heading, standfirst, byline, body and topics: the page's article and the ones scrolled to. */
export function ArticleBody({ article, age, headingLevel = 1, headingRef, actions, adParagraphs }: ArticleBodyProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const feature = article.layouts.includes('feature');
  return (
    <article className={feature ? `${styles.article} ${styles.feature}` : styles.article}>
      <p className={styles.kicker}>
        <PageLink href={`/${article.category.slug}`}>{article.category.name}</PageLink> <AgeBadge age={age} />
      </p>
      <Heading ref={headingRef} className={styles.title}>
        {article.title}
      </Heading>
      <p className={styles.standfirst}>{article.standfirst}</p>
      <ArticleByline authors={article.authors} published={article.published} />
      {actions}
      {article.featureImage ? <FeaturePicture image={article.featureImage} priority={headingLevel === 1} /> : null}
      {/* Sanitised on the server by sanitiseArticleHtml; in the page's first load, read from its HTML. */}
      <div
        className={styles.body}
        data-ad-paragraphs={adParagraphs}
        data-article-body={article.id}
        dangerouslySetInnerHTML={{ __html: article.bodyHtml ?? bodyInPage(article.id) }}
      />
      <ArticleTopics categories={article.categories} tags={article.tags} />
    </article>
  );
}
