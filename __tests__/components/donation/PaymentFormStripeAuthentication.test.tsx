/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from '@/components/donation/PaymentForm';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ApiError } from '@/lib/api/api-error';
import { confirmPayment } from '@/lib/api/payment-links';
import { createPayment, listPaymentMethods } from '@/lib/api/payments';
import { analyticsSpy } from '../../helpers/analytics';

// The Stripe branch of 3-D Secure (decision 230): Stripe.js's handleNextAction opens the bank's
// challenge, then confirm-payment asks the server, which asks Stripe. Stripe.js cannot load here
// (js.stripe.com), so loadStripe answers a stand-in with the surface the form uses.
const mockStripe = {
  handleNextAction: jest.fn(),
  elements: jest.fn(() => ({ create: jest.fn(() => ({ mount: jest.fn(), destroy: jest.fn(), on: jest.fn(), off: jest.fn(), update: jest.fn() })), getElement: jest.fn(), update: jest.fn() })),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
};
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => mockStripe) }));
jest.mock('@/lib/api/payments', () => ({ createPayment: jest.fn(), createSandboxCard: jest.fn(), listPaymentMethods: jest.fn() }));
jest.mock('@/lib/api/payment-links', () => ({ confirmPayment: jest.fn(), answerSandboxChallenge: jest.fn() }));
jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));
const pay = jest.mocked(createPayment);
const confirm = jest.mocked(confirmPayment);

const transaction = { txId: 'tx_3ds', amount: 2_500, currency: 'NZD', failureCode: null, paymentType: 'PAY_WHAT_YOU_WANT', billingInterval: 'ONE_OFF', description: 'One-off donation', subscriptionId: null, refundedAmount: 0, createdAt: '2026-11-26T03:00:00Z' } as const;
const asking = {
  transaction: { ...transaction, status: 'requires_action' },
  subscription: null,
  receiptPath: '/receipt/tx_3ds',
  nextAction: { type: 'authenticate', provider: 'stripe', intentId: 'pi_3ds', clientSecret: 'pi_3ds_secret_abc' },
} as const;
const paid = { transaction: { ...transaction, status: 'succeeded' }, subscription: null, receiptPath: '/receipt/tx_3ds' } as const;

function StepProbe() {
  const { state } = useDonationContext();
  return (
    <>
      <output aria-label="step">{`${state.step} ${state.paymentIntent?.txId ?? 'unpaid'}`}</output>
      {state.errorMessage ? <p role="alert">{state.errorMessage}</p> : null}
    </>
  );
}

/** A member paying with their saved card on a site that takes payments through Stripe. */
function renderStripePaymentForm() {
  const { wrapper: Analytics } = analyticsSpy();
  const auth = {
    status: 'resolved',
    user: { uid: 'member-1', isAnonymous: false, email: 'mere@example.nz' },
    member: { uid: 'member-1', email: 'mere@example.nz', firstName: 'Mere' },
    signOut: async () => undefined,
    reloadMember: async () => null,
  } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={{ step: 'PAYMENT_FORM', amount: 2_500, interval: 'one-off', email: 'mere@example.nz', userStatus: 'signed-in', isNewUser: false, hasFirebase: true }}>
          <PaymentForm payments={{ testMode: false, stripeKey: 'pk_test_panui' }} />
          <StepProbe />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>,
  );
}

async function payWithSavedCard() {
  expect(await screen.findByRole('radio', { name: 'visa ending 3184' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listPaymentMethods).mockResolvedValue([{ paymentMethodId: 'card_1', isSub: false, brand: 'visa', last4: '3184' }] as Awaited<ReturnType<typeof listPaymentMethods>>);
});

describe('PAYMENT_FORM with Stripe: 3-D Secure', () => {
  it('opens the bank’s challenge with the intent’s client secret, then the server confirms and the donor goes on', async () => {
    pay.mockResolvedValue(asking as unknown as Awaited<ReturnType<typeof createPayment>>);
    mockStripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: 'pi_3ds', status: 'succeeded' } });
    confirm.mockResolvedValue(paid as unknown as Awaited<ReturnType<typeof confirmPayment>>);
    renderStripePaymentForm();
    await payWithSavedCard();
    await waitFor(() => expect(screen.getByRole('status', { name: 'step' })).not.toHaveTextContent('PAYMENT_FORM'));
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('tx_3ds');
    expect(mockStripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_abc' });
    expect(confirm).toHaveBeenCalledWith('tx_3ds');
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('a challenge that ends in an error: the server’s answer is shown, the donor stays, and the next try is a new attempt', async () => {
    pay.mockResolvedValue(asking as unknown as Awaited<ReturnType<typeof createPayment>>);
    mockStripe.handleNextAction.mockResolvedValue({ error: { type: 'invalid_request_error', message: 'We are unable to authenticate your payment method.' } });
    confirm.mockRejectedValue(new ApiError(422, 'CARD_AUTHENTICATION_FAILED', 'Your bank did not approve the payment. Try again or use another card.'));
    renderStripePaymentForm();
    await payWithSavedCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank did not approve the payment. Try again or use another card.');
    // The server, not the browser, decides: it was asked even though Stripe.js reported an error.
    expect(confirm).toHaveBeenCalledWith('tx_3ds');
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('PAYMENT_FORM unpaid');
    const button = screen.getByRole('button', { name: 'Pay $25' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(2));
    expect(pay.mock.calls[1]?.[1]).not.toBe(pay.mock.calls[0]?.[1]);
  });

  it('when Stripe.js could not finish and the bank still waits, Stripe’s own words say why', async () => {
    pay.mockResolvedValue(asking as unknown as Awaited<ReturnType<typeof createPayment>>);
    mockStripe.handleNextAction.mockResolvedValue({ error: { type: 'api_connection_error', message: 'We could not reach your bank. Check your connection and try again.' } });
    confirm.mockRejectedValue(new ApiError(409, 'AUTHENTICATION_INCOMPLETE', 'Your bank is still waiting for you to confirm this payment.'));
    renderStripePaymentForm();
    await payWithSavedCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach your bank. Check your connection and try again.');
  });
});
