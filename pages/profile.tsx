import type { GetServerSideProps } from 'next';
import { ProfileFrame } from '@/components/profile/ProfileFrame';
import { ProfilePage } from '@/components/profile/ProfilePage';
import type { Member } from '@/lib/schemas/member';
import { appServices } from '@/lib/server/container';
import { memberPageProps } from '@/lib/server/http/cache';
import { sessionMember } from '@/lib/server/members/session-member';

interface Props {
  testMode: boolean;
  /** Who the session cookie names, drawn before the browser's sign-in has resolved; null when nobody. */
  sessionMember: Member | null;
}

export default function Profile({ testMode, sessionMember }: Props) {
  return (
    <ProfileFrame title="Your profile">
      <ProfilePage testMode={testMode} sessionMember={sessionMember} />
    </ProfileFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) =>
  memberPageProps(res, { testMode: appServices().payments.testMode(), sessionMember: await sessionMember(req) });
