import Link from 'next/link';
import type { DeskChoices } from '@/lib/api/desk-stories';
import { storyListHref, type StoryListQuery } from '@/lib/desk/story-list-query';
import type { StoryStatus } from '@/lib/stories/story-status';
import styles from './StoryList.module.css';

const tabs: { status: StoryStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'draft', label: 'Drafts' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'published', label: 'Published' },
  { status: 'unpublished', label: 'Unpublished' },
];

interface StoryFiltersProps {
  filters: StoryListQuery;
  choices: DeskChoices;
}

/** The list's state tabs (links) and a plain GET form for search, author and category: each result is a URL. */
export function StoryFilters({ filters, choices }: StoryFiltersProps) {
  const { cursor: _cursor, ...kept } = filters;
  return (
    <div className={styles.filters}>
      <nav aria-label="Stories by state">
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link href={storyListHref({ ...kept, status: tab.status })} aria-current={filters.status === tab.status ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/desk" role="search" aria-label="Find stories" className={styles.search}>
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label>
          <span>Search</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder="Headline or words in it" />
        </label>
        <label>
          <span>Author</span>
          <select name="author" defaultValue={filters.author ?? ''}>
            <option value="">Any author</option>
            {choices.authors.map((author) => (
              <option key={author.slug} value={author.slug}>
                {author.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Category</span>
          <select name="category" defaultValue={filters.category ?? ''}>
            <option value="">Any category</option>
            {choices.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
    </div>
  );
}
