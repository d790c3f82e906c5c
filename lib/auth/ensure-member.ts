import type { User } from 'firebase/auth';
import { createMember } from '@/lib/api/members';

/**
 * Makes sure a signed-in reader with an email has a member row (creating one is idempotent on
 * the server), e.g. after a first sign-in by email link or with an account made elsewhere.
 */
export async function ensureMember(user: User, names: { firstName?: string; lastName?: string } = {}): Promise<void> {
  if (!user.email) return;
  const [first, ...rest] = (user.displayName ?? '').split(' ').filter(Boolean);
  const firstName = names.firstName?.trim() || first;
  const lastName = names.lastName?.trim() || rest.join(' ') || undefined;
  await createMember({ email: user.email, firstName, lastName, name: user.displayName || undefined });
}
