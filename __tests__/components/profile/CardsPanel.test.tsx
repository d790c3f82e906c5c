/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardsPanel } from '@/components/profile/CardsPanel';
import { ApiError } from '@/lib/api/api-error';
import { createPaymentMethod, createSandboxCard, deletePaymentMethod, listPaymentMethods } from '@/lib/api/payments';
import { card } from './profile-fixtures';

jest.mock('@/lib/api/payments', () => ({ listPaymentMethods: jest.fn(), createPaymentMethod: jest.fn(), createSandboxCard: jest.fn(), deletePaymentMethod: jest.fn() }));
const list = jest.mocked(listPaymentMethods);
const mastercard = card({ paymentMethodId: 'card_mc', brand: 'mastercard', last4: '4444', isSub: false, expMonth: 3, expYear: 2031 });

beforeEach(() => jest.clearAllMocks());

describe('CardsPanel', () => {
  it('says it is loading', () => {
    list.mockReturnValue(new Promise(() => undefined));
    render(<CardsPanel testMode />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cards…');
  });

  it('says so when the cards could not be loaded, and logs it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    list.mockRejectedValue(new Error('offline'));
    render(<CardsPanel testMode />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cards could not be loaded.');
    expect(logged).toHaveBeenCalled();
  });

  it('with no cards says so and still offers to add one', async () => {
    list.mockResolvedValue([]);
    render(<CardsPanel testMode />);
    expect(await screen.findByText('You have no saved cards.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
  });

  it('lists brand, last4, expiry and which card the subscription uses; the card in use is not deleted, with the reason', async () => {
    list.mockResolvedValue([card(), mastercard]);
    render(<CardsPanel testMode />);
    const visa = await screen.findByRole('listitem', { name: 'Visa ending 4242' });
    expect(within(visa).getByText('Expires 12/34')).toBeInTheDocument();
    expect(within(visa).getByText('Used by your subscription')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Mastercard ending 4444' })).getByText('Expires 03/31')).toBeInTheDocument();
    await userEvent.click(within(visa).getByRole('button', { name: 'Delete Visa ending 4242' }));
    expect(within(visa).getByRole('alert')).toHaveTextContent('This card pays your regular support, so it cannot be deleted.');
    expect(deletePaymentMethod).not.toHaveBeenCalled();
  });

  it('makes another card the subscription’s card and deletes a card not in use', async () => {
    list.mockResolvedValue([card(), mastercard]);
    jest.mocked(createPaymentMethod).mockResolvedValue({ ...mastercard, isSub: true });
    jest.mocked(deletePaymentMethod).mockResolvedValue({ paymentMethodId: 'card_mc', deleted: true });
    render(<CardsPanel testMode />);
    const item = await screen.findByRole('listitem', { name: 'Mastercard ending 4444' });
    await userEvent.click(within(item).getByRole('button', { name: 'Use for my subscription' }));
    expect(createPaymentMethod).toHaveBeenCalledWith({ paymentMethodId: 'card_mc', isSub: true });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete Mastercard ending 4444' }));
    const confirm = within(item).getByRole('group', { name: 'Delete Mastercard ending 4444?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(item).queryByRole('group')).not.toBeInTheDocument();
    expect(deletePaymentMethod).not.toHaveBeenCalled();
    await userEvent.click(within(item).getByRole('button', { name: 'Delete Mastercard ending 4444' }));
    expect(within(item).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    expect(deletePaymentMethod).not.toHaveBeenCalled();
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(deletePaymentMethod).toHaveBeenCalledWith({ paymentMethodId: 'card_mc' });
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('explains the server’s refusal of a card in use', async () => {
    list.mockResolvedValue([mastercard]);
    jest.mocked(deletePaymentMethod).mockRejectedValue(new ApiError(409, 'PAYMENT_METHOD_IN_USE', 'This card pays for a subscription.'));
    render(<CardsPanel testMode />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mastercard ending 4444' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card pays your regular support, so it cannot be deleted.');
  });

  it('adds a card from the sandbox form, for the subscription when asked', async () => {
    list.mockResolvedValue([card()]);
    jest.mocked(createSandboxCard).mockResolvedValue({ paymentMethodId: 'sandbox_tok' });
    jest.mocked(createPaymentMethod).mockResolvedValue(mastercard);
    render(<CardsPanel testMode />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the card number');
    await userEvent.type(screen.getByLabelText('Card number'), '5555555555554444');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '03/31');
    await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use this card for my regular support' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(createSandboxCard).toHaveBeenCalledWith({ number: '5555555555554444', expMonth: 3, expYear: 2031, cvc: '123' });
    expect(createPaymentMethod).toHaveBeenCalledWith({ paymentMethodId: 'sandbox_tok', isSub: true });
  });
});
