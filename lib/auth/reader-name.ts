import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';

/**
 * The name the site shows for a signed-in reader: the member's, else Firebase's, else the email.
 * Without a Firebase user yet (a page drawn from the session cookie), the member's own.
 */
export const readerName = (user: Pick<AuthUser, 'displayName' | 'email'> | null, member: Member | null): string =>
  member?.name || member?.firstName || user?.displayName || user?.email || member?.email || '';

/** Signed in with an account (an anonymous Firebase user is not signed in to the reader). */
export const isSignedIn = (user: AuthUser | null): user is AuthUser => Boolean(user && !user.isAnonymous);
