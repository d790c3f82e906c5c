import { PageLink } from '@/components/navigation/PageLink';
import styles from './ArticleTopics.module.css';

interface Topic {
  slug: string;
  name: string;
}

export interface ArticleTopicsProps {
  categories: Topic[];
  tags: Topic[];
}

/** The article's categories and tags, each linking to its list at `/{slug}`. */
export function ArticleTopics({ categories, tags }: ArticleTopicsProps) {
  if (!categories.length && !tags.length) return null;
  return (
    <footer className={styles.topics}>
      {categories.length ? <TopicList label="Sections" topics={categories} className={styles.sections} /> : null}
      {tags.length ? <TopicList label="Tags" topics={tags} className={styles.tags} /> : null}
    </footer>
  );
}

function TopicList({ label, topics, className }: { label: string; topics: Topic[]; className: string | undefined }) {
  return (
    <ul className={className} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <PageLink href={`/${topic.slug}`}>{topic.name}</PageLink>
        </li>
      ))}
    </ul>
  );
}
