import {
  type Auth,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updatePassword,
  updateProfile,
  type User,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { isValidEmail, isValidPassword } from '@/lib/schemas/credentials';
import { AuthFlowError, CREDENTIALS_NOT_VALID } from './auth-messages';

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export const displayNameOf = (account: { firstName?: string; lastName?: string }) =>
  [account.firstName?.trim(), account.lastName?.trim()].filter(Boolean).join(' ');

/** SPEC §5: sign-up is refused unless both the email and the password pass their checks. */
export function checkCredentials(email: string, password: string): void {
  if (!isValidEmail(email) || !isValidPassword(password)) throw new AuthFlowError(CREDENTIALS_NOT_VALID);
}

/** Creates the Firebase account with its display name and sends the verification email. */
export async function createEmailAccount(auth: Auth, account: NewAccount, origin: string): Promise<User> {
  checkCredentials(account.email, account.password);
  const { user } = await createUserWithEmailAndPassword(auth, account.email.trim(), account.password);
  const displayName = displayNameOf(account);
  if (displayName) await updateProfile(user, { displayName });
  await sendVerificationEmail(user, origin).catch(() => undefined); // the verify page can send it again
  return user;
}

export async function signInWithEmail(auth: Auth, email: string, password: string): Promise<User> {
  if (!isValidEmail(email) || password.length === 0) throw new AuthFlowError(CREDENTIALS_NOT_VALID);
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  return user;
}

export const sendVerificationEmail = (user: User, origin: string) => sendEmailVerification(user, { url: `${origin}/verify-email` });

export async function sendPasswordReset(auth: Auth, email: string, origin: string): Promise<void> {
  if (!isValidEmail(email)) throw new AuthFlowError('Enter a valid email address.');
  await sendPasswordResetEmail(auth, email.trim(), { url: `${origin}/sign-in` });
}

export async function resetPassword(auth: Auth, code: string, password: string): Promise<void> {
  if (!isValidPassword(password)) throw new AuthFlowError('Choose a password of at least 8 characters.');
  await confirmPasswordReset(auth, code, password);
}

/** SPEC §5: the auth email changes only to a valid email; Firebase sends a link to confirm it. */
export async function updateAuthEmail(user: User, email: string, origin: string): Promise<boolean> {
  if (!isValidEmail(email)) return false;
  await verifyBeforeUpdateEmail(user, email.trim(), { url: `${origin}/account` });
  return true;
}

/** SPEC §5: the password changes only to one of 8 or more characters. */
export async function updateAuthPassword(user: User, password: string): Promise<boolean> {
  if (!isValidPassword(password)) return false;
  await updatePassword(user, password);
  return true;
}
