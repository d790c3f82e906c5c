/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadingHistoryPanel } from '@/components/reading-history/ReadingHistoryPanel';
import { clearAccountReadingHistory, getAccountReadingHistory, setAccountCounting } from '@/lib/api/account-reading-history';

const ana = { uid: 'u-ana', isAnonymous: false, email: 'ana@example.nz' };
let mockAuth: { status: 'authenticating' | 'resolved'; user: typeof ana | null } = { status: 'resolved', user: ana };
jest.mock('@/hooks/useAuth', () => ({ useAuth: () => mockAuth }));
jest.mock('@/lib/api/account-reading-history', () => ({
  getAccountReadingHistory: jest.fn(),
  clearAccountReadingHistory: jest.fn(),
  setAccountCounting: jest.fn(),
}));

const kept = { mergeAnswer: 'yes' as const, countingOffUntil: null, history: { daily: [] } };

beforeEach(() => {
  mockAuth = { status: 'resolved', user: ana };
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(getAccountReadingHistory).mockResolvedValue(kept as never);
});

it('says what the latest press did to the account, even when an earlier press is answered after it', async () => {
  const user = userEvent.setup();
  let answerClear: (value: never) => void = () => undefined;
  jest.mocked(clearAccountReadingHistory).mockReturnValue(new Promise((resolve) => (answerClear = resolve)));
  jest.mocked(setAccountCounting).mockResolvedValue(kept as never);
  render(<ReadingHistoryPanel />);
  await screen.findByText('Your account keeps none of your reading.');

  await user.click(screen.getByRole('button', { name: 'Clear my reading history' }));
  await user.click(screen.getByRole('button', { name: 'Stop counting my articles' }));
  expect(await screen.findByText('Article counting is off for 90 days. Your account too.')).toBeInTheDocument();

  answerClear(kept as never);
  // Each answer reads the account again: the third read is the clear's, answered last.
  await waitFor(() => expect(getAccountReadingHistory).toHaveBeenCalledTimes(3));
  await screen.findByText('Your account keeps none of your reading.');
  expect(screen.getByRole('status')).toHaveTextContent('Article counting is off for 90 days. Your account too.');
  expect(setAccountCounting).toHaveBeenCalledWith(false);
});

it('tells the reader when the account could not be changed', async () => {
  const user = userEvent.setup();
  jest.mocked(clearAccountReadingHistory).mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ReadingHistoryPanel />);
  await screen.findByText('Your account keeps none of your reading.');
  await user.click(screen.getByRole('button', { name: 'Clear my reading history' }));
  expect(await screen.findByText('Your reading history is cleared. Your account could not be changed: try again.')).toBeInTheDocument();
});

it('waits for the sign-in to be known before a press, so it reaches the account and not only this browser', async () => {
  const user = userEvent.setup();
  jest.mocked(setAccountCounting).mockResolvedValue(kept as never);
  mockAuth = { status: 'authenticating', user: null };
  const { rerender } = render(<ReadingHistoryPanel />);
  const stop = screen.getByRole('button', { name: 'Stop counting my articles' });
  expect(stop).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Clear my reading history' })).toBeDisabled();
  await user.click(stop);
  expect(screen.getByRole('status')).toHaveTextContent('');

  mockAuth = { status: 'resolved', user: ana };
  rerender(<ReadingHistoryPanel />);
  await user.click(screen.getByRole('button', { name: 'Stop counting my articles' }));
  expect(await screen.findByText('Article counting is off for 90 days. Your account too.')).toBeInTheDocument();
  expect(setAccountCounting).toHaveBeenCalledWith(false);
});
