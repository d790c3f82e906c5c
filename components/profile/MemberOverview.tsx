import { listSubscriptions } from '@/lib/api/payments';
import { readerName } from '@/lib/auth/reader-name';
import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';
import styles from './Profile.module.css';
import { supporterWords } from './subscription-view';
import { useProfileResource } from './useProfileResource';

const TYPE_WORDS: Record<string, string> = { standard: 'Reader' };

/** Who is signed in: name, email, and what they are: a supporter with their recurring donation, else their member type. */
export function MemberOverview({ user, member }: { user: AuthUser; member: Member | null }) {
  const type = member?.type ?? 'standard';
  const { resource } = useProfileResource(listSubscriptions, 'the membership');
  const supporter = resource.kind === 'ready' ? supporterWords(resource.value) : null;
  return (
    <dl className={styles.details}>
      <dt>Name</dt>
      <dd>{readerName(user, member) || '—'}</dd>
      <dt>Email</dt>
      <dd>{user.email ?? member?.email ?? '—'}</dd>
      <dt>Membership</dt>
      <dd>{resource.kind === 'loading' ? '…' : (supporter ?? TYPE_WORDS[type] ?? type)}</dd>
    </dl>
  );
}
