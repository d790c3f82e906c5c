/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccount } from '@/components/profile/DeleteAccount';
import { SignOutEverywhere } from '@/components/profile/SignOutEverywhere';
import { deleteMember, signOutEverywhere } from '@/lib/api/profile';
import { authValue, fakeMember, fakeUser, renderWithAuth } from '../auth/auth-value';

jest.mock('@/lib/api/profile', () => ({ deleteMember: jest.fn(), signOutEverywhere: jest.fn() }));

beforeEach(() => jest.clearAllMocks());
const signedIn = () => authValue({ user: fakeUser(), member: fakeMember() });

describe('DeleteAccount', () => {
  it('asks twice, the second time for the phrase, before deleting; then signs out', async () => {
    jest.mocked(deleteMember).mockResolvedValue({ deleted: true });
    const onDeleted = jest.fn(async () => true);
    const { value } = renderWithAuth(<DeleteAccount onDeleted={onDeleted} />, signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/cancels your regular support, deletes your saved cards/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Are you sure? This cannot be undone' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type DELETE MY ACCOUNT to confirm.');
    expect(deleteMember).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(deleteMember).toHaveBeenCalledWith({ confirm: 'DELETE MY ACCOUNT' });
    await waitFor(() => expect(value.signOut).toHaveBeenCalled());
    expect(onDeleted).toHaveBeenCalled();
  });

  it('keeps the account when the member changes their mind, and says when deleting failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(deleteMember).mockRejectedValue(new Error('offline'));
    const onDeleted = jest.fn(async () => true);
    renderWithAuth(<DeleteAccount onDeleted={onDeleted} />, signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Type DELETE MY ACCOUNT to confirm'), 'DELETE MY ACCOUNT');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be deleted.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('SignOutEverywhere', () => {
  it('revokes every session, signs this browser out and moves on', async () => {
    jest.mocked(signOutEverywhere).mockResolvedValue({ signedOut: true });
    const onSignedOut = jest.fn();
    const { value } = renderWithAuth(<SignOutEverywhere onSignedOut={onSignedOut} />, signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(signOutEverywhere).toHaveBeenCalled();
    expect(value.signOut).toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('says so when it failed, and stays signed in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(signOutEverywhere).mockRejectedValue(new Error('offline'));
    const { value } = renderWithAuth(<SignOutEverywhere onSignedOut={jest.fn()} />, signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you out everywhere.');
    expect(value.signOut).not.toHaveBeenCalled();
  });
});
