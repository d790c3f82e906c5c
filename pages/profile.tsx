import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { ProfilePage } from '@/components/profile/ProfilePage';
import { memberPageProps } from '@/lib/server/http/cache';
import { paymentsTestMode } from '@/lib/server/payments/payment-wiring';

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => memberPageProps(res, { testMode: paymentsTestMode() });
