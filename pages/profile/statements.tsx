import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { StatementsPage } from '@/components/profile/StatementsPage';
import { memberPageProps } from '@/lib/server/http/cache';

export default function Statements() {
  return (
    <ProfileFrame title="Your yearly statements">
      <StatementsPage />
    </ProfileFrame>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => memberPageProps(res, {});
