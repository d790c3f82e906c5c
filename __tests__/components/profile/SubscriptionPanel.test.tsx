/** @jest-environment jsdom */
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscriptionPanel } from '@/components/profile/SubscriptionPanel';
import { cancelSubscription, listSubscriptions, pauseSubscription, resumeSubscription } from '@/lib/api/payments';
import { subscription } from './profile-fixtures';

jest.mock('@/lib/api/payments', () => ({ listSubscriptions: jest.fn(), cancelSubscription: jest.fn(), pauseSubscription: jest.fn(), resumeSubscription: jest.fn() }));
const list = jest.mocked(listSubscriptions);
const cancel = jest.mocked(cancelSubscription);
const pause = jest.mocked(pauseSubscription);
const resume = jest.mocked(resumeSubscription);

beforeEach(() => jest.clearAllMocks());
const detail = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('SubscriptionPanel', () => {
  it('says it is loading until the subscriptions come', () => {
    list.mockReturnValue(new Promise(() => undefined));
    render(<SubscriptionPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your support…');
  });

  it('on a failed fetch logs it, shows no subscription and says so (SPEC §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValue(new Error('offline'));
    render(<SubscriptionPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your support could not be loaded.');
    expect(logged).toHaveBeenCalledWith('Loading the subscription failed', expect.any(Error));
    expect(screen.queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText('You do not give regularly at the moment.')).not.toBeInTheDocument();
  });

  it('with none, offers to start giving and a one-off gift', async () => {
    list.mockResolvedValue([]);
    render(<SubscriptionPanel />);
    expect(await screen.findByText('You do not give regularly at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start giving' })).toHaveAttribute('href', '/donate?placement=PROFILE');
    expect(screen.getByRole('link', { name: 'Give a one-off gift' })).toHaveAttribute('href', '/donate?placement=PROFILE_ONEOFF');
  });

  it('shows the amount in NZD, the interval, the weekly equivalent, the next charge and the card', async () => {
    list.mockResolvedValue([subscription({ amount: 2000 })]);
    render(<SubscriptionPanel />);
    expect(await screen.findByText('$20 NZD monthly')).toBeInTheDocument();
    expect(detail('Each week')).toBe('$20 a month works out as $4.62 a week');
    expect(detail('Next payment')).toBe('10 December 2026');
    expect(detail('Card')).toBe('Visa ending 4242');
    expect(screen.getByRole('link', { name: 'Change amount, how often or card' })).toHaveAttribute('href', '/donate?placement=UPDATE');
  });

  it('shows a past-due subscription with a fix-the-card action', async () => {
    list.mockResolvedValue([subscription({ status: 'PAST_DUE' })]);
    render(<SubscriptionPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last payment did not go through.');
    expect(screen.getByRole('link', { name: 'Fix your card' })).toHaveAttribute('href', '/donate?placement=UPDATE');
  });

  it('cancels after the alternatives and a confirmation naming the end date, with the reason', async () => {
    const ended = subscription({ status: 'DELETED', endsAt: '2026-12-10T00:00:00Z' });
    list.mockResolvedValueOnce([subscription()]).mockResolvedValueOnce([ended]);
    cancel.mockResolvedValue({ subscription: ended, endsAt: '2026-12-10T00:00:00Z' });
    render(<SubscriptionPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel your support' }));
    expect(screen.getByRole('heading', { name: 'Before you go' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Give a smaller amount' })).toHaveAttribute('href', '/donate?placement=UPDATE');
    await userEvent.click(screen.getByRole('radio', { name: 'I support you another way' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to cancel' }));
    expect(screen.getByText('Your support is paid up to 10 December 2026. If you cancel, it ends then and nothing more is charged.')).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my support' }));
    expect(await screen.findByText(/Your regular support has been cancelled/)).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledWith('subscr_1', 'supporting_elsewhere');
    expect(detail('Ends on')).toBe('10 December 2026');
    expect(screen.getByRole('link', { name: 'Start giving again' })).toBeInTheDocument();
  });

  it('keeps the subscription when the member changes their mind, and says when cancelling failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockResolvedValue([subscription()]);
    cancel.mockRejectedValue(new Error('offline'));
    render(<SubscriptionPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel your support' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my support' }));
    expect(screen.getByText('$10 NZD monthly')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel your support' }));
    // No reason is chosen for the member, and giving none is fine (SPEC §7 sends only the subscriptionId).
    const reasons = within(screen.getByRole('group', { name: 'Why are you cancelling? (optional)' })).getAllByRole('radio');
    expect(reasons.length).toBeGreaterThan(1);
    for (const radio of reasons) expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my support' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your support could not be cancelled.');
    expect(cancel).toHaveBeenCalledWith('subscr_1', undefined);
  });

  it('offers a pause of one to three months instead of cancelling, naming the next payment date', async () => {
    const paused = subscription({ pausedUntil: '2027-02-10T00:00:00Z' });
    list.mockResolvedValueOnce([subscription()]).mockResolvedValueOnce([paused]);
    pause.mockResolvedValue({ subscription: paused, resumesAt: '2027-02-10T00:00:00Z' });
    render(<SubscriptionPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel your support' }));
    expect(screen.getByText('Your next payment would be on 10 January 2027.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2 months' }));
    expect(screen.getByText('Your next payment would be on 10 February 2027.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause for 2 months' }));
    expect(await screen.findByText(/Your support is paused. Nothing is charged until 10 February 2027/)).toBeInTheDocument();
    expect(pause).toHaveBeenCalledWith('subscr_1', 2);
    expect(cancel).not.toHaveBeenCalled();
    expect(detail('Next payment')).toBe('10 February 2027');
  });

  it('does not offer a pause for yearly support', async () => {
    list.mockResolvedValue([subscription({ billingInterval: 'YEARLY', amount: 12_000 })]);
    render(<SubscriptionPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel your support' }));
    expect(screen.queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
  });

  it('resumes paused support, and says when resuming failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockResolvedValueOnce([subscription({ pausedUntil: '2027-02-10T00:00:00Z' })]).mockResolvedValueOnce([subscription()]);
    resume.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ subscription: subscription() });
    render(<SubscriptionPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resume now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your support could not be resumed.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume now' }));
    await waitForElementToBeRemoved(() => screen.queryByText(/Your support is paused/));
    expect(detail('Next payment')).toBe('10 December 2026');
  });
});
