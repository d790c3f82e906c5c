/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '@/components/profile/ProfilePage';
import { listPaymentMethods, listSubscriptions, listTransactions } from '@/lib/api/payments';
import { authValue, fakeMember, fakeUser, renderWithAuth } from '../auth/auth-value';
import { subscription } from './profile-fixtures';

const mockRouter = { query: {} as Record<string, string>, replace: jest.fn(async () => true), push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/lib/api/payments', () => ({ listSubscriptions: jest.fn(async () => []), listPaymentMethods: jest.fn(async () => []), listTransactions: jest.fn(async () => []) }));
jest.mock('@/components/newsletters/NewsletterPicker', () => ({ NewsletterPicker: ({ source }: { source: string }) => <p>Newsletters from {source}</p> }));
jest.mock('@/components/auth/AccountPanel', () => ({ AccountPanel: () => <p>Account forms</p> }));
jest.mock('@/components/auth/VerifyEmailPanel', () => ({ useEmailVerified: () => false }));

beforeEach(() => {
  jest.clearAllMocks();
  mockRouter.query = {};
});

describe('ProfilePage', () => {
  it('waits for sign-in, then sends a visitor to sign in and back', () => {
    const first = renderWithAuth(<ProfilePage testMode />, authValue({ status: 'authenticating' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(mockRouter.replace).not.toHaveBeenCalled();
    first.unmount();
    renderWithAuth(<ProfilePage testMode />, authValue({ status: 'resolved', user: null }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/sign-in?next=%2Fprofile');
  });

  it('shows the member the server found from the session cookie while the browser signs in, asking nothing of the API yet', () => {
    renderWithAuth(<ProfilePage testMode sessionMember={fakeMember()} />, authValue({ status: 'authenticating' }));
    expect(screen.getByText('Aroha Ngata')).toBeInTheDocument();
    expect(screen.getByText('aroha@example.nz')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(listSubscriptions).not.toHaveBeenCalled();
  });

  it('does not keep showing that member once the browser turns out to be signed out', () => {
    renderWithAuth(<ProfilePage testMode sessionMember={fakeMember()} />, authValue({ status: 'resolved', user: null }));
    expect(screen.queryByText('Aroha Ngata')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to sign in…');
    expect(mockRouter.replace).toHaveBeenCalledWith('/sign-in?next=%2Fprofile');
  });

  it('a visitor who followed a link to one tab (an email’s “Update your card”) comes back to that tab after signing in', () => {
    mockRouter.query = { tab: 'cards' };
    renderWithAuth(<ProfilePage testMode />, authValue({ status: 'resolved', user: null }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/sign-in?next=%2Fprofile%3Ftab%3Dcards');
  });

  it('treats an anonymous session as a visitor', () => {
    renderWithAuth(<ProfilePage testMode />, authValue({ user: fakeUser({ isAnonymous: true }) }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/sign-in?next=%2Fprofile');
  });

  it('names a monthly donor a supporter, with the amount and since when', async () => {
    const answer = [subscription({ amount: 1500, billingInterval: 'MONTHLY', startedAt: '2026-03-02T20:00:00Z' })];
    jest.mocked(listSubscriptions).mockResolvedValueOnce(answer).mockResolvedValueOnce(answer);
    renderWithAuth(<ProfilePage testMode />, authValue({ user: fakeUser(), member: fakeMember() }));
    expect(await screen.findByText('Supporter · $15.00 NZD a month since 3 March 2026')).toBeInTheDocument();
    expect(screen.queryByText('Reader')).not.toBeInTheDocument();
  });

  it('a donor whose subscription ended is a reader again', async () => {
    const answer = [subscription({ status: 'DELETED', endsAt: '2026-10-01T00:00:00Z' })];
    jest.mocked(listSubscriptions).mockResolvedValueOnce(answer).mockResolvedValueOnce(answer);
    renderWithAuth(<ProfilePage testMode />, authValue({ user: fakeUser(), member: fakeMember() }));
    expect(await screen.findByText('Reader')).toBeInTheDocument();
  });

  it('shows the member and one tab at a time, loading a panel when it is opened; arrow keys move between tabs', async () => {
    renderWithAuth(<ProfilePage testMode />, authValue({ user: fakeUser(), member: fakeMember() }));
    expect(screen.getByText('Aroha Ngata')).toBeInTheDocument();
    expect(screen.getByText('aroha@example.nz')).toBeInTheDocument();
    expect(await screen.findByText('Reader')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You do not give regularly at the moment.')).toBeInTheDocument();
    expect(listSubscriptions).toHaveBeenCalled();
    expect(listPaymentMethods).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'Cards' }));
    expect(await screen.findByText('You have no saved cards.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveFocus();
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
    expect(listTransactions).toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Account forms');
    expect(screen.getByRole('link', { name: 'Confirm your email' })).toHaveAttribute('href', '/verify-email?next=%2Fprofile');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Newsletters from profile');
  });

  it('opens the tab the link names', async () => {
    mockRouter.query = { tab: 'totals' };
    renderWithAuth(<ProfilePage testMode />, authValue({ user: fakeUser(), member: fakeMember() }));
    expect(screen.getByRole('tab', { name: 'Your support' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/You have not given yet/)).toBeInTheDocument();
  });
});
