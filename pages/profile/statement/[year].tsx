import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { StatementPage } from '@/components/profile/StatementPage';
import { memberPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

interface Props {
  year: number;
}

export default function Statement({ year }: Props) {
  return (
    <ProfileFrame title={`Statement for ${year}`}>
      <StatementPage year={year} />
    </ProfileFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const text = pageParam(params, 'year');
  if (!text || !/^20\d{2}$/.test(text)) return { notFound: true };
  return memberPageProps(res, { year: Number(text) });
};
