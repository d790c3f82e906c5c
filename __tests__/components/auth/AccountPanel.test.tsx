/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updatePassword, verifyBeforeUpdateEmail } from 'firebase/auth';
import { AccountPanel } from '@/components/auth/AccountPanel';
import { updateMember } from '@/lib/api/members';
import { authValue, fakeMember, fakeUser, renderWithAuth } from './auth-value';

jest.mock('firebase/auth', () => ({ updatePassword: jest.fn(async () => undefined), verifyBeforeUpdateEmail: jest.fn(async () => undefined) }));
const mockFirebaseUser = { uid: 'uid-aroha', isAnonymous: false };
jest.mock('@/lib/auth/firebase-client', () => ({ clientAuth: () => ({ currentUser: mockFirebaseUser }) }));
jest.mock('@/lib/api/members', () => ({ updateMember: jest.fn(async () => ({})) }));

const signedIn = () => authValue({ user: fakeUser(), member: fakeMember() });

beforeEach(() => jest.clearAllMocks());

describe('AccountPanel', () => {
  it('asks a signed-out reader to sign in', () => {
    renderWithAuth(<AccountPanel />);
    expect(screen.getByText('Sign in to see your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Faccount');
  });

  it('saves the name and reloads the member', async () => {
    const value = signedIn();
    renderWithAuth(<AccountPanel />, value);
    const form = screen.getByRole('form', { name: 'Your name' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Aroha');
    const reader = userEvent.setup();
    await reader.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await reader.type(screen.getByRole('textbox', { name: 'Last name' }), 'Tāne');
    await reader.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(form).toBeInTheDocument();
    expect(updateMember).toHaveBeenCalledWith({ firstName: 'Aroha', lastName: 'Tāne', name: 'Aroha Tāne' });
    expect(value.reloadMember).toHaveBeenCalled();
  });

  it('refuses a short password without calling Firebase, and changes a good one', async () => {
    renderWithAuth(<AccountPanel />, signedIn());
    const reader = userEvent.setup();
    await reader.type(screen.getByLabelText('New password'), 'short');
    await reader.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password of at least 8 characters.');
    expect(updatePassword).not.toHaveBeenCalled();

    await reader.type(screen.getByLabelText('New password'), '-and-longer');
    await reader.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(updatePassword).toHaveBeenCalledWith(mockFirebaseUser, 'short-and-longer');
  });

  it('refuses an invalid new email, and sends a link for a valid one', async () => {
    renderWithAuth(<AccountPanel />, signedIn());
    const reader = userEvent.setup();
    await reader.type(screen.getByRole('textbox', { name: 'New email' }), 'not-an-email');
    await reader.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();

    await reader.clear(screen.getByRole('textbox', { name: 'New email' }));
    await reader.type(screen.getByRole('textbox', { name: 'New email' }), 'aroha@example.org');
    await reader.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a link to aroha@example.org. Your email changes when you open it.");
  });
});
