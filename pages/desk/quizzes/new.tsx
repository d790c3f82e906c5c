import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { QuizForm } from '@/components/desk/quizzes/QuizForm';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

export const getServerSideProps: GetServerSideProps<{ staff: StaffMember }> = (context) => staffPageProps(context, async () => ({}), canEditSiteContent);

export default function NewQuiz({ staff }: { staff: StaffMember }) {
  return (
    <DeskLayout title="New quiz" role={staff.role}>
      <QuizForm />
    </DeskLayout>
  );
}
