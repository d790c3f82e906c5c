/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationFlow } from '@/components/donation/DonationFlow';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { listSubscriptions } from '@/lib/api/payments';
import { donationEntry } from '@/lib/donation/donation-entry';
import { analyticsSpy } from '../../helpers/analytics';

const mockRouter = { isReady: false, pathname: '/donate', query: {}, replace: jest.fn(), push: jest.fn(), beforePopState: jest.fn(), events: { on: jest.fn(), off: jest.fn() } };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/lib/api/payments', () => ({ ...jest.requireActual('@/lib/api/payments'), listSubscriptions: jest.fn(), listPaymentMethods: jest.fn(async () => []) }));
const subscriptions = jest.mocked(listSubscriptions);

const plan = { subscriptionId: 'sub_1', paymentMethodId: 'pm_1', amount: 2_000, billingInterval: 'MONTHLY', status: 'ACTIVE' };

type Who = 'nobody' | 'anonymous' | 'member' | 'still loading';
function openDonate(link: string, who: Who) {
  const { wrapper: Analytics } = analyticsSpy();
  const user = { nobody: null, 'still loading': null, anonymous: { uid: 'anon-1', isAnonymous: true, email: null }, member: { uid: 'm-1', isAnonymous: false, email: 'kiri@example.nz' } }[who];
  const auth = { status: who === 'still loading' ? 'authenticating' : 'resolved', user, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  const query = Object.fromEntries(new URLSearchParams(link));
  render(
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={donationEntry(query)}>
          <DonationFlow payments={{ testMode: true, stripeKey: null }} />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  subscriptions.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SUBSCRIPTION, the current plan (decision 285)', () => {
  it.each([
    ['placement=UPDATE', 'nobody'],
    ['placement=PROFILE', 'nobody'],
    ['placement=PROFILE', 'anonymous'],
  ] as const)('%s opened by %s: sign in first, not a wait for ever', async (link, who) => {
    openDonate(link, who);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in first' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your support…')).not.toBeInTheDocument();
    expect(subscriptions).not.toHaveBeenCalled();
  });

  it('waits while sign-in is still loading', () => {
    openDonate('placement=UPDATE', 'still loading');
    expect(heading()).toHaveTextContent('Your current support');
    expect(screen.getByText('Loading your support…')).toBeInTheDocument();
  });

  it('a member with a plan sees it', async () => {
    subscriptions.mockResolvedValue([plan] as never);
    openDonate('placement=UPDATE', 'member');
    expect(await screen.findByText('$20 monthly')).toBeInTheDocument();
  });

  it('a member without a plan goes on to the amounts', async () => {
    subscriptions.mockResolvedValue([]);
    openDonate('placement=PROFILE', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support our journalism' })).toBeInTheDocument();
  });

  it('a plan that cannot be loaded: ERROR, logged, and Try again loads it', async () => {
    subscriptions.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([plan] as never);
    openDonate('placement=UPDATE', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We could not load your support just now. Nothing has changed. Please try again in a moment.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Loading the subscription failed', expect.any(Error));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$20 monthly')).toBeInTheDocument();
    expect(subscriptions).toHaveBeenCalledTimes(2);
  });
});
