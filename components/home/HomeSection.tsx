import { PageLink } from '@/components/navigation/PageLink';
import type { ReactNode } from 'react';
import { ArticleCard, type ArticleCardProps } from '@/components/article/ArticleCard';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  /** Unique on the page; names the section for assistive technology. */
  id: string;
  /** The section's heading; a category's links to its page. */
  title: string;
  href?: string;
  stories: (ArticleCardProps['article'] & { id: number })[];
  /** `grid`: equal cards (the latest stories); `featured`: the first story large, the rest as briefs beside it. */
  layout?: 'grid' | 'featured';
}

export function HomeSection({ id, title, href, stories, layout = 'featured' }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  const heading: ReactNode = href ? <PageLink href={href}>{title}</PageLink> : title;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div className={layout === 'grid' ? styles.grid : styles.featured}>
        {stories.map((story, i) => (
          <ArticleCard key={story.id} article={story} brief={layout === 'featured' && i > 0} />
        ))}
      </div>
    </section>
  );
}
