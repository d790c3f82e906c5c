/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from '@/components/donation/PaymentForm';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ApiError } from '@/lib/api/api-error';
import { createPayment, createSandboxCard } from '@/lib/api/payments';
import { reportClientError } from '@/lib/api/report-client-error';
import { analyticsSpy } from '../../helpers/analytics';

jest.mock('@/lib/api/payments', () => ({ createPayment: jest.fn(), createSandboxCard: jest.fn(), listPaymentMethods: jest.fn() }));
jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));
const pay = jest.mocked(createPayment);

const paid = {
  transaction: { txId: 'tx_1', amount: 2500, billingInterval: 'ONE_OFF' },
  subscription: null,
} as unknown as Awaited<ReturnType<typeof createPayment>>;

/** The step, the payment and the error, as DonationFlow shows them around the form. */
function StepProbe() {
  const { state } = useDonationContext();
  return (
    <>
      <output aria-label="step">{`${state.step} ${state.paymentIntent?.txId ?? 'unpaid'}`}</output>
      {state.errorMessage ? <p role="alert">{state.errorMessage}</p> : null}
    </>
  );
}

function renderPaymentForm() {
  const { track, wrapper: Analytics } = analyticsSpy();
  // A visitor who gave their email: signed in anonymously, so no saved cards are asked for.
  const auth = { status: 'resolved', user: { uid: 'anon', isAnonymous: true, email: null }, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={{ step: 'PAYMENT_FORM', amount: 2500, interval: 'one-off', email: 'aroha@example.nz', userStatus: 'visitor', hasFirebase: true }}>
          <PaymentForm payments={{ testMode: true, stripeKey: null }} />
          <StepProbe />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>,
  );
  return track;
}

async function enterCard() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

const keyOf = (call: number) => pay.mock.calls[call]?.[1];

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(createSandboxCard).mockResolvedValue({ paymentMethodId: 'pm_sandbox' } as Awaited<ReturnType<typeof createSandboxCard>>);
});

describe('PAYMENT_FORM', () => {
  it('a double click pays once, and the new donor goes on to their account', async () => {
    let answer: (value: typeof paid) => void = () => undefined;
    pay.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const track = renderPaymentForm();
    await enterCard();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay $25' }));
    answer(paid);
    expect(await screen.findByText('CREATE_USER tx_1')).toBeInTheDocument();
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0]?.[0]).toMatchObject({ amount: 2500, billingInterval: 'ONE_OFF', email: 'aroha@example.nz', paymentMethodId: 'pm_sandbox' });
    expect(track).toHaveBeenCalledWith('donation', expect.objectContaining({ value: 25, transaction_id: 'tx_1' }));
  });

  it('a declined card is explained, the donor stays, and the next attempt has a new key', async () => {
    pay.mockRejectedValueOnce(new ApiError(402, 'CARD_DECLINED', 'Your card was declined.')).mockResolvedValueOnce(paid);
    renderPaymentForm();
    await enterCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('PAYMENT_FORM unpaid');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByText('CREATE_USER tx_1')).toBeInTheDocument();
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(reportClientError).not.toHaveBeenCalled();
  });

  it('a failure nobody explained is reported, told in our words, and the retry keeps its key', async () => {
    pay.mockRejectedValueOnce(new TypeError('The answer was lost')).mockResolvedValueOnce(paid);
    renderPaymentForm();
    await enterCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(reportClientError).toHaveBeenCalledWith('Paying failed', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByText('CREATE_USER tx_1')).toBeInTheDocument();
    expect(keyOf(1)).toBe(keyOf(0));
  });
});
