import { listSubscriptions } from '@/lib/api/payments';
import { readerName } from '@/lib/auth/reader-name';
import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';
import styles from './Profile.module.css';
import { supporterWords } from './subscription-view';
import { useProfileResource } from './useProfileResource';

const TYPE_WORDS: Record<string, string> = { standard: 'Reader' };
const LOADING = '…';

/** Name, email and membership as the profile lists them. */
export function MemberDetails({ name, email, membership }: { name: string; email: string | null; membership: string }) {
  return (
    <dl className={styles.details}>
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Email</dt>
      <dd>{email ?? '—'}</dd>
      <dt>Membership</dt>
      <dd>{membership}</dd>
    </dl>
  );
}

/** The member the session cookie named, while the browser's sign-in is still starting: their membership waits for it. */
export const SessionMemberDetails = ({ member }: { member: Member }) => <MemberDetails name={readerName(null, member)} email={member.email} membership={LOADING} />;

/** Who is signed in: name, email, and what they are: a supporter with their recurring donation, else their member type. */
export function MemberOverview({ user, member }: { user: AuthUser; member: Member | null }) {
  const type = member?.type ?? 'standard';
  const { resource } = useProfileResource(listSubscriptions, 'the membership');
  const supporter = resource.kind === 'ready' ? supporterWords(resource.value) : null;
  const membership = resource.kind === 'loading' ? LOADING : (supporter ?? TYPE_WORDS[type] ?? type);
  return <MemberDetails name={readerName(user, member)} email={user.email ?? member?.email ?? null} membership={membership} />;
}
