import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';

/** The name the site shows for a signed-in reader: the member's, else Firebase's, else the email. */
export const readerName = (user: AuthUser, member: Member | null): string =>
  member?.name || member?.firstName || user.displayName || user.email || '';

/** Signed in with an account (an anonymous Firebase user is not signed in to the reader). */
export const isSignedIn = (user: AuthUser | null): user is AuthUser => Boolean(user && !user.isAnonymous);
