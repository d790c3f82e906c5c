import {
  type Auth,
  type AuthProvider,
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { signOutSession } from '@/lib/api/auth-session';
import { AuthFlowError, firebaseErrorCode, noAccountMessage } from './auth-messages';
import { ensureMember } from './ensure-member';

export type SocialProvider = 'google' | 'facebook' | 'apple';
/** Signing in expects an account to exist; signing up creates one. */
export type SocialIntent = 'sign-in' | 'sign-up';

export const SOCIAL_PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'apple', label: 'Apple' },
];

// Survives the round trip of a redirect sign-in, which reloads the page.
const INTENT_KEY = 'panui.socialIntent';

function providerFor(id: SocialProvider): AuthProvider {
  switch (id) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'apple': {
      const apple = new OAuthProvider('apple.com');
      apple.addScope('email');
      apple.addScope('name');
      return apple;
    }
  }
}

/** SPEC §5: a sign-in that created a brand-new account (creation time = last sign-in time). */
const isBrandNew = (user: User) => user.metadata.creationTime === user.metadata.lastSignInTime;

/** Applies SPEC §5's rule to a finished provider sign-in and makes sure the member exists. */
export async function settleSocialSignIn(result: UserCredential, intent: SocialIntent): Promise<User> {
  const { user } = result;
  if (intent === 'sign-in' && isBrandNew(user)) {
    const email = user.email ?? '';
    // Nobody meant to open this account: remove it, so signing up later starts clean.
    await user.delete().catch(() => undefined);
    await signOutSession().catch(() => undefined);
    throw new AuthFlowError(noAccountMessage(email));
  }
  await ensureMember(user);
  return user;
}

/** Popup by default; a blocked popup falls back to a redirect (null: the page is leaving). */
export async function signInWithSocial(auth: Auth, id: SocialProvider, intent: SocialIntent, mode: 'popup' | 'redirect'): Promise<User | null> {
  const provider = providerFor(id);
  if (mode === 'popup') {
    try {
      return await settleSocialSignIn(await signInWithPopup(auth, provider, browserPopupRedirectResolver), intent);
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/popup-blocked') throw error;
    }
  }
  window.sessionStorage.setItem(INTENT_KEY, intent);
  await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
  return null;
}

/** On the page a redirect sign-in returns to: finishes it, or null when there was none. */
export async function completeSocialRedirect(auth: Auth): Promise<User | null> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  const intent: SocialIntent = window.sessionStorage.getItem(INTENT_KEY) === 'sign-up' ? 'sign-up' : 'sign-in';
  window.sessionStorage.removeItem(INTENT_KEY);
  return result ? settleSocialSignIn(result, intent) : null;
}
