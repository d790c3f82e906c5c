/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailLinkLanding } from '@/components/auth/EmailLinkLanding';
import { completeEmailLinkSignIn, isValidSignInLink, rememberedSignInEmail, sendSignInLink } from '@/lib/auth/email-link';
import { ensureMember } from '@/lib/auth/ensure-member';
import { authValue, renderWithAuth } from './auth-value';

jest.mock('@/lib/auth/firebase-client', () => ({ clientAuth: () => 'the-auth' }));
jest.mock('@/lib/auth/ensure-member', () => ({ ensureMember: jest.fn(async () => undefined) }));
jest.mock('@/lib/auth/email-link', () => ({
  isValidSignInLink: jest.fn(),
  completeEmailLinkSignIn: jest.fn(),
  rememberedSignInEmail: jest.fn(),
  sendSignInLink: jest.fn(async () => undefined),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(isValidSignInLink).mockReturnValue(true);
  jest.mocked(rememberedSignInEmail).mockReturnValue('aroha@example.nz');
});

describe('EmailLinkLanding', () => {
  it("says exactly 'Not a valid sign in link' for a link that is not one", () => {
    jest.mocked(isValidSignInLink).mockReturnValue(false);
    renderWithAuth(<EmailLinkLanding onSignedIn={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not a valid sign in link$/);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(isValidSignInLink).toHaveBeenCalledWith('the-auth', window.location.href);
  });

  it('signs in only when the reader presses the button, then moves on', async () => {
    const user = { uid: 'uid-aroha', email: 'aroha@example.nz' };
    jest.mocked(completeEmailLinkSignIn).mockResolvedValue(user as never);
    const value = authValue();
    const onSignedIn = jest.fn(async () => undefined);
    renderWithAuth(<EmailLinkLanding onSignedIn={onSignedIn} />, value);

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('aroha@example.nz');
    expect(completeEmailLinkSignIn).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(completeEmailLinkSignIn).toHaveBeenCalledTimes(1);
    expect(completeEmailLinkSignIn).toHaveBeenCalledWith('the-auth', 'aroha@example.nz', window.location.href);
    expect(ensureMember).toHaveBeenCalledWith(user);
    expect(value.reloadMember).toHaveBeenCalled();
  });

  it('offers a new link in place when this one expired or was used', async () => {
    jest.mocked(completeEmailLinkSignIn).mockRejectedValue({ code: 'auth/expired-action-code' });
    renderWithAuth(<EmailLinkLanding onSignedIn={jest.fn()} />);
    const reader = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();

    await reader.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    await reader.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a new link to aroha@example.nz.");
    expect(sendSignInLink).toHaveBeenCalledWith('the-auth', 'aroha@example.nz', window.location.origin, '/');
  });
});
