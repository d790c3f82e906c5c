import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { StoryEditor } from '@/components/desk/editor/StoryEditor';
import type { DeskChoices, DeskStory } from '@/lib/api/desk-stories';
import { AppError } from '@/lib/server/http/errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface StoryEditorPageProps {
  story: DeskStory;
  choices: DeskChoices;
  staff: StaffMember;
}

/** One story in the editor, loaded on the server. */
export default function StoryEditorPage({ story, choices, staff }: StoryEditorPageProps) {
  return (
    <DeskLayout title={story.headline ? `Edit: ${story.headline}` : 'Edit story'} role={staff.role}>
      {/* A new story id is a new editor: nothing of the last one's state carries over. */}
      <StoryEditor key={story.id} story={story} choices={choices} role={staff.role} />
    </DeskLayout>
  );
}

export const getServerSideProps: GetServerSideProps<StoryEditorPageProps> = (context) =>
  staffPageProps(context, async (staff, services) => {
    const raw = context.params?.id;
    const id = typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
    if (id === null) return null;
    try {
      const [story, choices] = await Promise.all([services.stories.getDeskStory(staff.uid, id), services.stories.deskChoices()]);
      return { story, choices };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  });
