import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { QuizForm } from '@/components/desk/quizzes/QuizForm';
import type { DeskQuiz } from '@/lib/schemas/desk-quiz';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  quiz: DeskQuiz;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) => deskRecordProps(context, async (staff, services, id) => ({ quiz: await services.siteContent.getDeskQuiz(staff.uid, id) }));

export default function EditQuiz({ staff, quiz }: Props) {
  return (
    <DeskLayout title={`Quiz: ${quiz.title}`} role={staff.role}>
      <QuizForm key={quiz.id} quiz={quiz} />
    </DeskLayout>
  );
}
