/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, linkWithCredential, signInWithEmailAndPassword } from 'firebase/auth';
import { JOINED_EXISTING_ACCOUNT, SignUpForm } from '@/components/auth/SignUpForm';
import { createMember } from '@/lib/api/members';
import { clientAuth } from '@/lib/auth/firebase-client';
import { authValue, renderWithAuth } from './auth-value';

// Only Firebase and the API are stand-ins: the credential checks are the real ones.
jest.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: jest.fn(),
  linkWithCredential: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  updateProfile: jest.fn(async () => undefined),
  sendEmailVerification: jest.fn(async () => undefined),
  getRedirectResult: jest.fn(async () => null),
  EmailAuthProvider: { credential: jest.fn(() => 'email-credential') },
}));
jest.mock('@/lib/auth/firebase-client', () => ({ clientAuth: jest.fn() }));
jest.mock('@/lib/api/members', () => ({ createMember: jest.fn(async () => ({})) }));
jest.mock('@/lib/api/auth-session', () => ({ mergeAnonymousSession: jest.fn(async () => ({ merged: true })) }));

const auth = { currentUser: null as unknown, authStateReady: async () => undefined };

beforeEach(() => {
  jest.clearAllMocks();
  auth.currentUser = null;
  jest.mocked(clientAuth).mockReturnValue(auth as ReturnType<typeof clientAuth>);
});

async function fillIn(account: { email: string; password: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Aroha');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ngata');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), account.email);
  await user.type(screen.getByLabelText('Password'), account.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpForm', () => {
  it.each([
    ['a bad email', { email: 'aroha.example.nz', password: 'korero-2026' }],
    ['a 7-character password', { email: 'aroha@example.nz', password: 'korero7' }],
  ])('refuses %s with the SPEC message and never calls Firebase', async (_case, account) => {
    const onCreated = jest.fn(async () => undefined);
    renderWithAuth(<SignUpForm next="/" onCreated={onCreated} />);
    await fillIn(account);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email and password are not valid$/);
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty form', { email: '', password: '' }, 'Enter your email address.', 'Enter a password.'],
    ['a short password', { email: 'aroha@example.nz', password: 'korero7' }, null, 'Use at least 8 characters (this one has 7).'],
    ['a bad email', { email: 'aroha@example', password: 'korero-2026' }, 'Enter an email address like name@example.nz.', null],
  ])('says beside each field what is wrong with it for %s', async (_case, account, emailProblem, passwordProblem) => {
    renderWithAuth(<SignUpForm next="/" onCreated={jest.fn()} />);
    const user = userEvent.setup();
    if (account.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), account.email);
    if (account.password) await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email and password are not valid$/);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    if (emailProblem) {
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(emailProblem);
      expect(email).toHaveFocus();
    } else expect(email).not.toHaveAttribute('aria-invalid');
    if (passwordProblem) {
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(`${passwordProblem} At least 8 characters.`);
    } else expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('labels the fields for password managers and says how long the password must be', () => {
    renderWithAuth(<SignUpForm next="/" onCreated={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/sign-in');
  });

  it('creates the account and its member, reloads the member, then moves on', async () => {
    const created = { uid: 'new-uid', email: 'aroha@example.nz', displayName: 'Aroha Ngata' };
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: created } as never);
    const value = authValue();
    const onCreated = jest.fn(async () => undefined);
    renderWithAuth(<SignUpForm next="/" onCreated={onCreated} />, value);
    await fillIn({ email: 'aroha@example.nz', password: 'korero-2026' });
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(auth, 'aroha@example.nz', 'korero-2026');
    expect(createMember).toHaveBeenCalledWith({ email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata', name: 'Aroha Ngata' });
    expect(value.reloadMember).toHaveBeenCalled();
  });

  it('upgrades an anonymous user in place, keeping its uid', async () => {
    const anonymous = { uid: 'anon-uid', isAnonymous: true, email: 'aroha@example.nz', displayName: 'Aroha Ngata', getIdToken: jest.fn(async () => 't') };
    auth.currentUser = anonymous;
    const onCreated = jest.fn(async () => undefined);
    renderWithAuth(<SignUpForm next="/" onCreated={onCreated} />);
    await fillIn({ email: 'aroha@example.nz', password: 'korero-2026' });
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(linkWithCredential).toHaveBeenCalledWith(anonymous, 'email-credential');
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says so when the email already had an account and the reader was signed in to it', async () => {
    auth.currentUser = { uid: 'anon-uid', isAnonymous: true, getIdToken: async () => 'anon-token' };
    jest.mocked(linkWithCredential).mockRejectedValue({ code: 'auth/email-already-in-use' });
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: { uid: 'old-uid', getIdToken: async () => 'old-token' } } as never);
    const onCreated = jest.fn(async () => undefined);
    renderWithAuth(<SignUpForm next="/news" onCreated={onCreated} />);
    await fillIn({ email: 'aroha@example.nz', password: 'korero-2026' });
    expect(await screen.findByRole('status')).toHaveTextContent(JOINED_EXISTING_ACCOUNT);
    expect(screen.getByRole('link', { name: 'Continue reading' })).toHaveAttribute('href', '/news');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
