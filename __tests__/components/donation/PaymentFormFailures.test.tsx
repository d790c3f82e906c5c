/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { DonationFlow } from '@/components/donation/DonationFlow';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ApiError } from '@/lib/api/api-error';
import { createPayment, createSandboxCard } from '@/lib/api/payments';
import type { DonationState } from '@/lib/donation/donation-state';
import { analyticsSpy } from '../../helpers/analytics';

const mockRouter = { isReady: false, pathname: '/donate', query: {}, replace: jest.fn(), push: jest.fn(), beforePopState: jest.fn(), events: { on: jest.fn(), off: jest.fn() } };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// After the payment the flow saves the donor's details (CREATE_USER); here it stays on that step.
jest.mock('@/lib/api/members', () => ({ createMember: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@/lib/api/payments', () => ({ ...jest.requireActual('@/lib/api/payments'), createPayment: jest.fn(), createSandboxCard: jest.fn(), listPaymentMethods: jest.fn(async () => []) }));
jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));
const pay = jest.mocked(createPayment);
const tokenize = jest.mocked(createSandboxCard);

const paid = {
  transaction: { txId: 'tx_1', amount: 2_500, currency: 'NZD', status: 'succeeded', failureCode: null, paymentType: 'PAY_WHAT_YOU_WANT', billingInterval: 'ONE_OFF', description: 'One-off donation', subscriptionId: null, createdAt: '2026-11-25T03:00:00Z' },
  subscription: null,
  receiptPath: '/receipt/tx_1',
} as const;

/** The state a test asserts beyond what the page shows. */
let latest: DonationState | undefined;
let dispatchEvent: ReturnType<typeof useDonationContext>['dispatch'] = () => undefined;
function StateProbe() {
  const { state, dispatch } = useDonationContext();
  useEffect(() => {
    latest = state;
    dispatchEvent = dispatch;
  });
  return null;
}

const signOut = jest.fn(async () => undefined);

const visitorAt: Partial<DonationState> = { step: 'PAYMENT_FORM', pageTitle: 'Payment', interval: 'one-off', amount: 2_500, email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata', userStatus: 'visitor', isNewUser: true, hasFirebase: true };
const memberAt: Partial<DonationState> = { step: 'PAYMENT_FORM', pageTitle: 'Payment', interval: 'month', amount: 1_000, email: 'kiri@example.nz', userStatus: 'signed-in', isNewUser: false, hasFirebase: true };

function flow(who: 'visitor' | 'member', status: AuthContextValue['status'], initial: Partial<DonationState>) {
  const { wrapper: Analytics } = analyticsSpy();
  const user = who === 'visitor' ? { uid: 'anon-1', isAnonymous: true, email: null } : { uid: 'm-1', isAnonymous: false, email: 'kiri@example.nz' };
  const auth = { status, user: status === 'resolved' ? user : null, member: null, signOut, reloadMember: async () => null } as unknown as AuthContextValue;
  return (
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={initial}>
          <DonationFlow payments={{ testMode: true, stripeKey: null }} />
          <StateProbe />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>
  );
}

function renderFlow(who: 'visitor' | 'member' = 'visitor') {
  return render(flow(who, 'resolved', who === 'visitor' ? visitorAt : memberAt));
}

async function typeCardAndPay() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/31');
  await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  jest.clearAllMocks();
  pay.mockReset();
  tokenize.mockResolvedValue({ paymentMethodId: 'pm_sbx_visa_4242_12_2031' });
});

describe('PAYMENT_FORM failures the donor cannot fix there (decision 286)', () => {
  it.each([
    ['our side answers 503', new ApiError(503, 'HTTP_ERROR', 'The server answered 503.'), 'Our payment service is not answering'],
    ['the connection drops', new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.'), 'We lost the connection'],
  ])('%s: ERROR, and Try again pays the same request with the same key, once', async (_name, failure, words) => {
    pay.mockRejectedValueOnce(failure).mockResolvedValueOnce(paid as never);
    renderFlow();
    await typeCardAndPay();

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
    expect(screen.getByText(new RegExp(words))).toBeInTheDocument();
    expect(screen.getByText('$25 one-off')).toBeInTheDocument();
    expect(latest).toMatchObject({ amount: 2_500, interval: 'one-off', email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata' });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(heading()).toHaveTextContent('Payment');
    // The card is the attempt's: not asked for again, and not turned into a new token.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25' })).toHaveAccessibleDescription(/finishes that same payment/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(pay.mock.calls[1]).toEqual(pay.mock.calls[0]);
    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(latest?.paymentAttempt).toBeNull();
  });

  it("a session refused again after a new token: ERROR says nothing was charged; the member signs in again, and the next payment is a new attempt", async () => {
    pay.mockRejectedValueOnce(new ApiError(401, 'AUTH_REVOKED', 'Your sign-in is no longer valid. Sign in again.'));
    renderFlow('member');
    await typeCardAndPay();

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(latest?.paymentAttempt).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(heading()).toHaveTextContent('Sign in first');
    expect(screen.getByText('Sign in again to carry on with your gift. Your amount is kept.')).toBeInTheDocument();
    expect(latest).toMatchObject({ step: 'LOGIN_PROMPT', amount: 1_000, interval: 'month' });
  });

  it('a declined card stays on the form, with no ERROR, and the next attempt has a new key', async () => {
    pay.mockRejectedValueOnce(new ApiError(422, 'CARD_DECLINED', 'Your card was declined.')).mockResolvedValueOnce(paid as never);
    renderFlow();
    await typeCardAndPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(heading()).toHaveTextContent('Payment');
    expect(latest?.paymentAttempt).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
    expect(pay.mock.calls[1]?.[1]).not.toBe(pay.mock.calls[0]?.[1]);
  });

  it('a first request still running (409 in progress) is told on the form, and the retry keeps its key', async () => {
    pay.mockRejectedValueOnce(new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this idempotency key is still being processed.')).mockResolvedValueOnce(paid as never);
    renderFlow();
    await typeCardAndPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment is still being processed.');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
    expect(pay.mock.calls[1]).toEqual(pay.mock.calls[0]);
  });

  it('a changed amount after a lost answer is a new payment, with a new key', async () => {
    pay.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.')).mockResolvedValueOnce(paid as never);
    renderFlow();
    await typeCardAndPay();
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The donor went back (the browser's back button) and chose another amount.
    act(() => dispatchEvent({ type: 'AMOUNT_CHOSEN', amount: 5_000 }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    await typeCardAndPay();
    expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
    expect(pay.mock.calls[1]?.[0]).toMatchObject({ amount: 5_000 });
    expect(pay.mock.calls[1]?.[1]).not.toBe(pay.mock.calls[0]?.[1]);
  });
});

test('after a reload, Pay waits until the donor is signed in again, then finishes the same attempt (decision 311)', async () => {
  pay.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.')).mockResolvedValueOnce(paid as never);
  const first = renderFlow();
  await typeCardAndPay();
  await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
  const open = latest?.paymentAttempt;
  expect(open).toBeTruthy();
  first.unmount();

  // The page is loaded again with the kept donation; Firebase has not brought the donor back yet.
  const reloaded = render(flow('visitor', 'authenticating', { ...visitorAt, paymentAttempt: open }));
  expect(screen.getByText(/^Your last payment was not confirmed/)).toBeInTheDocument();
  const payButton = screen.getByRole('button', { name: 'Pay $25' });
  expect(payButton).toBeDisabled();
  await userEvent.click(payButton);
  expect(pay).toHaveBeenCalledTimes(1);
  expect(signOut).not.toHaveBeenCalled();

  reloaded.rerender(flow('visitor', 'resolved', { ...visitorAt, paymentAttempt: open }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
  expect(await screen.findByText('Saving your details…')).toBeInTheDocument();
  expect(pay).toHaveBeenCalledTimes(2);
  expect(pay.mock.calls[1]).toEqual(pay.mock.calls[0]);
});
