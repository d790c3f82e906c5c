import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { ProfilePage } from '@/components/profile/ProfilePage';
import { paymentsTestMode } from '@/lib/server/services/payment-wiring';

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  // The HTML holds nothing about the member (the panels load with their token), but the page is
  // one member's: no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { testMode: paymentsTestMode() } };
};
