import Link from 'next/link';
import type { DeskStoryPage } from '@/lib/api/desk-stories';
import { formatDeskTime } from '@/lib/desk/desk-time';
import type { StoryStatus } from '@/lib/stories/story-status';
import styles from './StoryList.module.css';

const badges: Record<StoryStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' };

/** The time the list shows for a story: when it goes or went out, if it does. */
function timing(status: StoryStatus, publishedAt: string | null) {
  if (!publishedAt || status === 'draft') return '—';
  return `${status === 'scheduled' ? 'Goes out' : status === 'published' ? 'Published' : 'Was published'} ${formatDeskTime(publishedAt)}`;
}

/** The desk's stories as a table (cards on a phone, by CSS). */
export function StoryTable({ stories }: { stories: DeskStoryPage['stories'] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Headline</th>
          <th scope="col">State</th>
          <th scope="col">Authors</th>
          <th scope="col">Category</th>
          <th scope="col">Publishing</th>
          <th scope="col">Last updated</th>
        </tr>
      </thead>
      <tbody>
        {stories.map((story) => (
          <tr key={story.id}>
            <th scope="row" data-label="Headline">
              <Link href={`/desk/stories/${story.id}`}>{story.headline || '(no headline)'}</Link>
            </th>
            <td data-label="State">
              <span className={`${styles.badge} ${styles[story.status] ?? ''}`}>{badges[story.status]}</span>
            </td>
            <td data-label="Authors">{story.authors.join(', ')}</td>
            <td data-label="Category">{story.category?.name ?? '—'}</td>
            <td data-label="Publishing">{timing(story.status, story.publishedAt)}</td>
            <td data-label="Last updated">{formatDeskTime(story.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
