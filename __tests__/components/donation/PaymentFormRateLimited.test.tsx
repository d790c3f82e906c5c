/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationFlow } from '@/components/donation/DonationFlow';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { ApiError } from '@/lib/api/api-error';
import { createPayment, createSandboxCard } from '@/lib/api/payments';
import { analyticsSpy } from '../../helpers/analytics';

const mockRouter = { isReady: false, pathname: '/donate', query: {}, replace: jest.fn(), push: jest.fn(), events: { on: jest.fn(), off: jest.fn() }, beforePopState: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// After the payment the flow saves the donor's details (CREATE_USER); here it stays on that step.
jest.mock('@/lib/api/members', () => ({ createMember: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@/lib/api/payments', () => ({ createPayment: jest.fn(), createSandboxCard: jest.fn(), listPaymentMethods: jest.fn(async () => []) }));

const paid = {
  transaction: { txId: 'tx_1', amount: 2_500, currency: 'NZD', status: 'succeeded', failureCode: null, paymentType: 'PAY_WHAT_YOU_WANT', billingInterval: 'ONE_OFF', description: 'One-off donation', subscriptionId: null, createdAt: '2026-11-25T03:00:00Z' },
  subscription: null,
  receiptPath: '/receipt/tx_1',
} as const;

function renderPaymentForm() {
  const { wrapper: Analytics } = analyticsSpy();
  // A visitor who has just been signed in anonymously (DESIGN §5).
  const auth = { status: 'resolved', user: { uid: 'anon-1', isAnonymous: true, email: null }, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={{ step: 'PAYMENT_FORM', interval: 'one-off', amount: 2_500, email: 'aroha@example.nz', userStatus: 'visitor', isNewUser: true, hasFirebase: true }}>
          <DonationFlow payments={{ testMode: true, stripeKey: null }} />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>,
  );
}

async function typeCard() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/31');
  await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

beforeEach(() => {
  jest.mocked(createSandboxCard).mockResolvedValue({ paymentMethodId: 'pm_sbx_visa_4242_12_2031' });
  jest.mocked(createPayment).mockReset();
});

describe('PAYMENT_FORM when a rate limit applies (429)', () => {
  it('says how long to wait and to press Pay again, keeps what was typed, and the next press pays', async () => {
    jest.mocked(createPayment).mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests. Try again in 7 minutes.', 399)).mockResolvedValueOnce(paid as never);
    renderPaymentForm();
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts from this connection. Wait 7 minutes and press Pay again — your details are kept.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/31');
    expect(screen.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveValue('123');

    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
    expect(createPayment).toHaveBeenCalledTimes(2);
    expect(jest.mocked(createPayment).mock.calls[1]?.[0]).toMatchObject({ email: 'aroha@example.nz', amount: 2_500, paymentMethodId: 'pm_sbx_visa_4242_12_2031' });
  });

  it('says "a few minutes" when the server gave no wait, and seconds for a short one', async () => {
    jest
      .mocked(createPayment)
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests.', 40));
    renderPaymentForm();
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait a few minutes and press Pay again');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(/Wait 40 seconds and press Pay again/)).toBeInTheDocument();
  });
});
