import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { EpisodeForm } from '@/components/desk/podcasts/EpisodeForm';
import { AppError } from '@/lib/server/http/errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  seriesId: number;
  seriesTitle: string;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const raw = context.query.series;
      if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) return null;
      try {
        const series = await services.siteContent.getDeskPodcastSeries(staff.uid, Number(raw));
        return { seriesId: series.id, seriesTitle: series.title };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    canEditSiteContent,
  );

export default function NewEpisode({ staff, seriesId, seriesTitle }: Props) {
  return (
    <DeskLayout title={`New episode of ${seriesTitle}`} role={staff.role}>
      <EpisodeForm seriesId={seriesId} />
    </DeskLayout>
  );
}
