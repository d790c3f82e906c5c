import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { NewStoryButton } from '@/components/desk/stories/NewStoryButton';
import { StoryFilters } from '@/components/desk/stories/StoryFilters';
import { StoryTable } from '@/components/desk/stories/StoryTable';
import styles from '@/components/desk/stories/StoryList.module.css';
import type { DeskChoices, DeskStoryPage } from '@/lib/api/desk-stories';
import { storyListHref, storyListQuery, type StoryListQuery } from '@/lib/desk/story-list-query';
import { ListStoriesQuery } from '@/lib/schemas/desk-story';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { staffPageProps } from '@/lib/server/http/staff-page';

interface DeskHomeProps {
  page: DeskStoryPage;
  choices: DeskChoices;
  filters: StoryListQuery;
  staff: StaffMember;
}

const emptyText: Record<string, string> = {
  draft: 'No drafts yet — start a new story.',
  scheduled: 'Nothing is scheduled.',
  published: 'Nothing is published yet.',
  unpublished: 'No story has been unpublished.',
};

/** The newsroom desk's home: every story by state, searchable and filtered, each a link to the editor. */
export default function DeskHome({ page, choices, filters, staff }: DeskHomeProps) {
  const filtered = Boolean(filters.q || filters.author || filters.category);
  const { cursor, ...firstPage } = filters;
  return (
    <DeskLayout title="Stories" role={staff.role} actions={<NewStoryButton />}>
      <StoryFilters filters={filters} choices={choices} />
      {page.stories.length === 0 ? (
        <p className={styles.empty}>
          {filtered ? 'No stories match these filters.' : (emptyText[filters.status ?? ''] ?? 'No stories yet — start a new story.')}
        </p>
      ) : (
        <StoryTable stories={page.stories} />
      )}
      <nav aria-label="Pages of stories" className={styles.pager}>
        {cursor ? <Link href={storyListHref(firstPage)}>← First page</Link> : <span />}
        {page.nextCursor ? <Link href={storyListHref({ ...filters, cursor: page.nextCursor })}>Older stories →</Link> : null}
      </nav>
    </DeskLayout>
  );
}

export const getServerSideProps: GetServerSideProps<DeskHomeProps> = (context) =>
  staffPageProps(context, async (staff, services) => {
    const wanted = storyListQuery(context.query);
    // A hand-edited URL with a bad value lists as if that filter were absent, rather than failing.
    const checked = ListStoriesQuery.safeParse(wanted);
    const bad = new Set(checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0])));
    const filters = Object.fromEntries(Object.entries(wanted).filter(([name]) => !bad.has(name))) as StoryListQuery;
    const [page, choices] = await Promise.all([services.stories.listDeskStories(staff.uid, ListStoriesQuery.parse(filters)), services.stories.deskChoices()]);
    return { page, choices, filters };
  });
