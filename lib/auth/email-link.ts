import { type Auth, isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink, type User } from 'firebase/auth';
import { isValidEmail } from '@/lib/schemas/credentials';
import { AuthFlowError, NOT_A_VALID_SIGN_IN_LINK } from './auth-messages';

// The address the link was sent to, so the landing page on this browser need not ask for it again.
const EMAIL_KEY = 'panui.emailForSignIn';

export const EMAIL_LINK_PATH = '/auth/email-link';

export function rememberedSignInEmail(): string {
  try {
    return window.localStorage.getItem(EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberSignInEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(EMAIL_KEY, email);
    else window.localStorage.removeItem(EMAIL_KEY);
  } catch {
    // Without storage the landing page asks for the email instead.
  }
}

/** Emails a sign-in link whose landing page goes on to `next` (a same-site path) once signed in. */
export async function sendSignInLink(auth: Auth, email: string, origin: string, next = '/'): Promise<void> {
  if (!isValidEmail(email)) throw new AuthFlowError('Enter a valid email address.');
  const landing = next === '/' ? EMAIL_LINK_PATH : `${EMAIL_LINK_PATH}?next=${encodeURIComponent(next)}`;
  await sendSignInLinkToEmail(auth, email.trim(), { url: `${origin}${landing}`, handleCodeInApp: true });
  rememberSignInEmail(email.trim());
}

export const isValidSignInLink = (auth: Auth, link: string) => isSignInWithEmailLink(auth, link);

/** SPEC §5: an invalid link fails with 'Not a valid sign in link'. */
export async function completeEmailLinkSignIn(auth: Auth, email: string, link: string): Promise<User> {
  if (!isSignInWithEmailLink(auth, link)) throw new AuthFlowError(NOT_A_VALID_SIGN_IN_LINK);
  if (!isValidEmail(email)) throw new AuthFlowError('Enter the email address the link was sent to.');
  const { user } = await signInWithEmailLink(auth, email.trim(), link);
  rememberSignInEmail(null);
  return user;
}
