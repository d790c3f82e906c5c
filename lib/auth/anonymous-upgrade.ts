import { type Auth, EmailAuthProvider, linkWithCredential, signInWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { mergeAnonymousSession } from '@/lib/api/auth-session';
import { reportClientError } from '@/lib/api/report-client-error';
import { firebaseErrorCode } from './auth-messages';
import { checkCredentials, displayNameOf, type NewAccount } from './email-password';
import { ensureMember } from './ensure-member';

export interface UpgradeResult {
  user: User;
  /** true when the email already had an account: the reader is now signed in to that one. */
  joinedExistingAccount: boolean;
}

const EMAIL_TAKEN = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

/**
 * SPEC §4: an anonymous user becomes a real account by linking an email and password and a display
 * name; the uid stays, and so does everything done under it. When the email already has an
 * account, the reader is signed in to it instead and the anonymous session's member data moves there.
 * SPEC §8: a link that fails otherwise is logged and returns nothing (null): the reader stays as
 * they were, and the caller says so in its own words (decision 288). Credentials that are not valid
 * are refused before Firebase is asked, and signing in to the existing account reports its own error.
 */
export async function upgradeAnonymousUser(auth: Auth, anonymous: User, account: NewAccount, report = reportClientError): Promise<UpgradeResult | null> {
  checkCredentials(account.email, account.password);
  const email = account.email.trim();
  const displayName = displayNameOf(account) || undefined;
  try {
    await linkWithCredential(anonymous, EmailAuthProvider.credential(email, account.password));
  } catch (error) {
    if (!EMAIL_TAKEN.has(firebaseErrorCode(error))) {
      report('Linking the anonymous user failed', error);
      return null;
    }
    const anonymousToken = await anonymous.getIdToken();
    const { user } = await signInWithEmailAndPassword(auth, email, account.password);
    await mergeAnonymousSession(anonymousToken, await user.getIdToken());
    return { user, joinedExistingAccount: true };
  }
  if (displayName) await updateProfile(anonymous, { displayName });
  await anonymous.getIdToken(true); // the next calls must carry the email the account now has
  await ensureMember(anonymous, account);
  return { user: anonymous, joinedExistingAccount: false };
}
