import type { User } from 'firebase/auth';
import { AuthFlowError } from '@/lib/auth/auth-messages';
import { clientAuth } from '@/lib/auth/firebase-client';

/**
 * The Firebase user behind the signed-in reader, for the calls that need Firebase's own `User`
 * (AuthContext's user is the narrower AuthUser). Browser only.
 */
export function currentFirebaseUser(): User {
  const user = clientAuth().currentUser;
  if (!user || user.isAnonymous) throw new AuthFlowError('Your sign-in has ended. Sign in again to continue.');
  return user;
}
