/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import type { Stripe } from '@stripe/stripe-js';
import { createRef, type MutableRefObject } from 'react';
import type { CardTokenizer } from '@/components/payments/NewCardFields';
import { StripeCardFields } from '@/components/payments/StripeCardFields';
import { DonationInputError } from '@/lib/donation/donation-input-error';

/**
 * Stripe.js cannot load here (js.stripe.com), so the test hands Elements a stand-in with the
 * surface react-stripe-js and our card field use: elements(), create('card'), mount,
 * getElement, createPaymentMethod.
 */
function fakeStripe(answer: { paymentMethod?: { id: string }; error?: { message: string } }) {
  const card = { mount: jest.fn(), destroy: jest.fn(), on: jest.fn(), off: jest.fn(), update: jest.fn() };
  const elements = {
    create: jest.fn(() => card),
    getElement: jest.fn((component: { __elementType?: string }) => (component.__elementType === 'card' && card.mount.mock.calls.length ? card : null)),
    update: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    confirmCardPayment: jest.fn(),
    createPaymentMethod: jest.fn(async () => answer),
  };
  return { stripe: stripe as unknown as Stripe, card, elements, createPaymentMethod: stripe.createPaymentMethod };
}

function renderCard(answer: Parameters<typeof fakeStripe>[0]) {
  const fake = fakeStripe(answer);
  const tokenizer = createRef<CardTokenizer | null>() as MutableRefObject<CardTokenizer | null>;
  render(<StripeCardFields stripeKey="pk_test_panui" tokenizerRef={tokenizer} stripe={fake.stripe} />);
  return { ...fake, tokenizer };
}

describe('StripeCardFields', () => {
  it("mounts Stripe's card field and turns the card into the payment method id Stripe answers", async () => {
    const { card, elements, createPaymentMethod, tokenizer } = renderCard({ paymentMethod: { id: 'pm_1Q2w3E' } });
    expect(screen.getByRole('group', { name: 'New card' })).toBeInTheDocument();
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(elements.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    await waitFor(() => expect(tokenizer.current).not.toBeNull());
    await expect(tokenizer.current?.(new FormData())).resolves.toBe('pm_1Q2w3E');
    expect(createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });
  });

  it("gives the donor Stripe's own words when the card is refused in the browser", async () => {
    const { card, tokenizer } = renderCard({ error: { message: 'Your card number is incomplete.' } });
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await waitFor(() => expect(tokenizer.current).not.toBeNull());
    const refused = tokenizer.current?.(new FormData());
    await expect(refused).rejects.toThrow(DonationInputError);
    await expect(refused).rejects.toThrow('Your card number is incomplete.');
  });
});
