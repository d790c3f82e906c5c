import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { EpisodeForm } from '@/components/desk/podcasts/EpisodeForm';
import type { DeskPodcastEpisode } from '@/lib/schemas/desk-podcast';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  episode: DeskPodcastEpisode;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  deskRecordProps(context, async (staff, services, id) => ({ episode: await services.siteContent.getDeskPodcastEpisode(staff.uid, id) }));

export default function EditEpisode({ staff, episode }: Props) {
  return (
    <DeskLayout title={`Episode: ${episode.title}`} role={staff.role}>
      <EpisodeForm key={episode.id} seriesId={episode.seriesId} episode={episode} />
    </DeskLayout>
  );
}
