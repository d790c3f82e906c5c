import { deleteApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInAnonymously,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { upgradeAnonymousUser } from '@/lib/auth/anonymous-upgrade';
import { CREDENTIALS_NOT_VALID, describeAuthError, NOT_A_VALID_SIGN_IN_LINK } from '@/lib/auth/auth-messages';
import { completeEmailLinkSignIn, sendSignInLink } from '@/lib/auth/email-link';
import { nextAfterEmailLink } from '@/components/auth/next-path';
import { createEmailAccount, signInWithEmail, updateAuthEmail, updateAuthPassword } from '@/lib/auth/email-password';
import { settleSocialSignIn } from '@/lib/auth/social-sign-in';

// The real Firebase JS SDK against the Auth emulator Jest's global setup runs. Our own API is
// mocked here: the member calls have their own tests against the routes.
jest.mock('@/lib/api/members', () => ({ createMember: jest.fn(async () => ({})) }));
jest.mock('@/lib/api/auth-session', () => ({ mergeAnonymousSession: jest.fn(async () => ({ merged: true })), signOutSession: jest.fn(async () => ({ signedOut: true })) }));
const { createMember } = jest.requireMock<{ createMember: jest.Mock }>('@/lib/api/members');
const { mergeAnonymousSession, signOutSession } = jest.requireMock<{ mergeAnonymousSession: jest.Mock; signOutSession: jest.Mock }>('@/lib/api/auth-session');

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'korero-2026';
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${(counter += 1)}@example.nz`;

let app: ReturnType<typeof initializeApp>;
let auth: Auth;
beforeAll(() => {
  app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-panui' }, `flows-${process.pid}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
});
afterAll(() => deleteApp(app));
afterEach(async () => {
  await signOut(auth);
  jest.clearAllMocks();
});

async function latestOobLink(email: string, requestType: string): Promise<string> {
  const answer = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-panui/oobCodes`);
  const { oobCodes } = (await answer.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1)?.oobLink;
  if (!link) throw new Error(`no ${requestType} link for ${email}`);
  return link;
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('email and password', () => {
  it.each([
    ['a bad email', 'not-an-email', PASSWORD],
    ['an email without a 2-letter domain', 'mere@example.n', PASSWORD],
    ['a 7-character password', 'ok@example.nz', 'seven77'],
  ])('sign-up with %s fails with the exact SPEC message and creates no account', async (_, email, password) => {
    await expect(createEmailAccount(auth, { email, password }, ORIGIN)).rejects.toThrow(CREDENTIALS_NOT_VALID);
    expect(auth.currentUser).toBeNull();
    if (email.includes('.nz')) expect(describeAuthError(await errorOf(signInWithEmailAndPassword(auth, email, password)))).toMatch(/don't match/);
  });

  it('sign-up creates the account with its display name and sends the verification email', async () => {
    const email = uniqueEmail('aroha');
    const user = await createEmailAccount(auth, { email, password: PASSWORD, firstName: ' Aroha ', lastName: 'Ngata' }, ORIGIN);
    expect(user.displayName).toBe('Aroha Ngata');
    expect(auth.currentUser?.email).toBe(email);
    expect(await latestOobLink(email, 'VERIFY_EMAIL')).toContain('mode=verifyEmail');
  });

  it('a wrong password is explained in plain words', async () => {
    const email = uniqueEmail('hemi');
    await createEmailAccount(auth, { email, password: PASSWORD }, ORIGIN);
    await signOut(auth);
    const error = await errorOf(signInWithEmail(auth, email, 'wrong-password'));
    expect(describeAuthError(error)).toBe("That email and password don't match an account. Check them, or reset your password.");
  });

  it('changes the password only to one of 8 or more characters, and the email only to a valid one', async () => {
    const email = uniqueEmail('tama');
    const user = await createEmailAccount(auth, { email, password: PASSWORD }, ORIGIN);
    expect(await updateAuthPassword(user, 'seven77')).toBe(false);
    expect(await updateAuthEmail(user, 'tama@nowhere', ORIGIN)).toBe(false);
    expect(await updateAuthPassword(user, 'a-longer-password')).toBe(true);
    await signOut(auth);
    await expect(signInWithEmail(auth, email, PASSWORD)).rejects.toBeDefined();
    await expect(signInWithEmail(auth, email, 'a-longer-password')).resolves.toMatchObject({ email });
  });
});

describe('email link', () => {
  it('signs in with the link once; the second use is explained as expired or used', async () => {
    const email = uniqueEmail('rawiri');
    await sendSignInLink(auth, email, ORIGIN);
    const link = await latestOobLink(email, 'EMAIL_SIGNIN');
    const user = await completeEmailLinkSignIn(auth, email, link);
    expect(user.email).toBe(email);
    await signOut(auth);
    expect(describeAuthError(await errorOf(completeEmailLinkSignIn(auth, email, link)))).toBe('This link has expired or has already been used.');
  });

  it('carries where the reader was going: the link’s landing page goes on there', async () => {
    const email = uniqueEmail('returning-donor');
    const donate = '/donate?placement=ONSITE&amount=2500&interval=one-off';
    await sendSignInLink(auth, email, ORIGIN, donate);
    const link = new URL(await latestOobLink(email, 'EMAIL_SIGNIN'));
    expect(nextAfterEmailLink(Object.fromEntries(link.searchParams))).toBe(donate);
  });

  it("refuses a link that is not a sign-in link with 'Not a valid sign in link'", async () => {
    await expect(completeEmailLinkSignIn(auth, 'rawiri@example.nz', `${ORIGIN}/auth/email-link?mode=signIn`)).rejects.toThrow(NOT_A_VALID_SIGN_IN_LINK);
  });
});

describe('upgrading an anonymous user', () => {
  it('links the email and password and the display name, keeping the uid, and creates the member', async () => {
    const { user: anonymous } = await signInAnonymously(auth);
    const email = uniqueEmail('ana');
    const result = await upgradeAnonymousUser(auth, anonymous, { email, password: PASSWORD, firstName: 'Ana', lastName: 'Kereama' });
    expect(result?.joinedExistingAccount).toBe(false);
    expect(result?.user.uid).toBe(anonymous.uid);
    expect(auth.currentUser).toMatchObject({ uid: anonymous.uid, isAnonymous: false, email, displayName: 'Ana Kereama' });
    expect(createMember).toHaveBeenCalledWith({ email, firstName: 'Ana', lastName: 'Kereama', name: 'Ana Kereama' });
  });

  it('signs in to the existing account when the email is taken, and hands the server the anonymous token to merge', async () => {
    const email = uniqueEmail('mere');
    const existing = await createEmailAccount(auth, { email, password: PASSWORD }, ORIGIN);
    await signOut(auth);
    const { user: anonymous } = await signInAnonymously(auth);

    const result = await upgradeAnonymousUser(auth, anonymous, { email, password: PASSWORD });
    expect(result).toMatchObject({ joinedExistingAccount: true });
    expect(auth.currentUser?.uid).toBe(existing.uid);
    const [anonymousToken] = mergeAnonymousSession.mock.calls[0] as [string, string];
    const claims = JSON.parse(Buffer.from(anonymousToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe(anonymous.uid);
  });

  it('SPEC §8: a link Firebase refuses is logged and returns nothing, the account left as it was', async () => {
    const { user: anonymous } = await signInAnonymously(auth);
    const email = uniqueEmail('tui');
    await upgradeAnonymousUser(auth, anonymous, { email, password: PASSWORD });
    const report = jest.fn();
    // The user has an email and password now: a second link is refused (auth/provider-already-linked).
    await expect(upgradeAnonymousUser(auth, anonymous, { email: uniqueEmail('other'), password: PASSWORD }, report)).resolves.toBeNull();
    expect(report).toHaveBeenCalledWith('Linking the anonymous user failed', expect.objectContaining({ code: 'auth/provider-already-linked' }));
    expect(auth.currentUser).toMatchObject({ uid: anonymous.uid, email });
  });

  it('refuses a short password before touching Firebase, leaving the anonymous user as it was', async () => {
    const { user: anonymous } = await signInAnonymously(auth);
    await expect(upgradeAnonymousUser(auth, anonymous, { email: uniqueEmail('x'), password: 'short' })).rejects.toThrow(CREDENTIALS_NOT_VALID);
    expect(auth.currentUser).toMatchObject({ uid: anonymous.uid, isAnonymous: true });
  });
});

describe('social sign-in (Google through the emulator, which accepts a JSON id token)', () => {
  const googleSignIn = (email: string, name: string) =>
    signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name })));

  it('refuses a sign-in that created a brand-new account, names the email, and removes that account', async () => {
    const email = uniqueEmail('kiri');
    const first = await googleSignIn(email, 'Kiri Te Ao');
    await expect(settleSocialSignIn(first, 'sign-in')).rejects.toThrow(`Sorry, we couldn't find an account with that email (${email}).`);
    expect(signOutSession).toHaveBeenCalled();
    expect(createMember).not.toHaveBeenCalled();
    // The account is gone: the next Google sign-in with that email is brand new again.
    const again = await googleSignIn(email, 'Kiri Te Ao');
    expect(again.user.uid).not.toBe(first.user.uid);
    expect(again.user.metadata.creationTime).toBe(again.user.metadata.lastSignInTime);
  });

  it('signing up with Google creates the member from the Google profile; signing in later is accepted', async () => {
    const email = uniqueEmail('nikau');
    const user = await settleSocialSignIn(await googleSignIn(email, 'Nikau Parata'), 'sign-up');
    expect(createMember).toHaveBeenCalledWith({ email, firstName: 'Nikau', lastName: 'Parata', name: 'Nikau Parata' });
    await signOut(auth);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // sign-in times have one-second resolution
    const later = await settleSocialSignIn(await googleSignIn(email, 'Nikau Parata'), 'sign-in');
    expect(later.uid).toBe(user.uid);
  });
});
