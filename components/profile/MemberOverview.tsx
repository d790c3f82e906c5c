import { readerName } from '@/lib/auth/reader-name';
import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';
import styles from './Profile.module.css';

const TYPE_WORDS: Record<string, string> = { standard: 'Reader' };

/** Who is signed in: name, email and member type. */
export function MemberOverview({ user, member }: { user: AuthUser; member: Member | null }) {
  const type = member?.type ?? 'standard';
  return (
    <dl className={styles.details}>
      <dt>Name</dt>
      <dd>{readerName(user, member) || '—'}</dd>
      <dt>Email</dt>
      <dd>{user.email ?? member?.email ?? '—'}</dd>
      <dt>Membership</dt>
      <dd>{TYPE_WORDS[type] ?? type}</dd>
    </dl>
  );
}
