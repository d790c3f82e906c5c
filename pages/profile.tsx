import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { ProfilePage } from '@/components/profile/ProfilePage';
import { appServices } from '@/lib/server/container';
import { memberPageProps } from '@/lib/server/http/cache';

interface Props {
  testMode: boolean;
}

export default function Profile({ testMode }: Props) {
  return (
    <ProfileFrame title="Your profile">
      <ProfilePage testMode={testMode} />
    </ProfileFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => memberPageProps(res, { testMode: appServices().payments.testMode() });
