/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionActions } from '@/components/desk/member-actions/TransactionActions';
import { ApiError } from '@/lib/api/api-error';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskTransaction } from '@/lib/schemas/desk-members';
import type { RefundAnswer } from '@/lib/schemas/desk-refunds';

jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = deskCall as jest.MockedFunction<typeof deskCall>;

const gift = (fields: Partial<DeskTransaction> = {}): DeskTransaction => ({
  txId: 'tx_gift',
  amount: 5_000,
  refundedAmount: 0,
  currency: 'NZD',
  status: 'succeeded',
  failureCode: null,
  paymentType: 'PAY_WHAT_YOU_WANT',
  billingInterval: 'ONE_OFF',
  description: 'Donation',
  placement: 'ONSITE',
  provider: 'sandbox',
  subscriptionId: null,
  receiptPath: '/receipt/tx_gift',
  refunds: [],
  createdAt: '2026-11-20T00:00:00Z',
  ...fields,
});

const answer = (amount: number): RefundAnswer => ({
  refund: { refundId: 'rf_1', amount, status: 'succeeded', reason: 'Twice', createdAt: '2026-11-25T00:00:00Z', by: 'admin@example.nz' },
  transaction: { txId: 'tx_gift', amount: 5_000, refundedAmount: amount, remaining: 5_000 - amount, status: 'succeeded' },
});

let uuids = 0;
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: () => `key-${++uuids}-0000-0000` });
});
beforeEach(() => call.mockReset());

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Refund $50.00 Donation' }));
  return screen.getByRole('dialog', { name: 'Refund $50.00 payment' });
};
const bodyOf = (index: number) => (call.mock.calls[index]![2] as { body: { amount: number; reason: string; idempotencyKey: string } }).body;

describe('TransactionActions and the refund dialog', () => {
  it('opens a labelled dialog with the focus in it, the amount prefilled with what is left, and refunds in cents with one key', async () => {
    const onChanged = jest.fn();
    call.mockResolvedValueOnce(answer(1_500));
    render(<TransactionActions transaction={gift({ refundedAmount: 2_000, refunds: [] })} onChanged={onChanged} />);
    const dialog = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('Amount to refund (NZD)')).toHaveValue('30.00');
    await userEvent.clear(screen.getByLabelText('Amount to refund (NZD)'));
    await userEvent.type(screen.getByLabelText('Amount to refund (NZD)'), '15');
    await userEvent.type(screen.getByLabelText('Reason'), 'Twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(call).toHaveBeenCalledWith('POST', '/transactions/tx_gift/refund', { body: { amount: 1_500, reason: 'Twice', idempotencyKey: expect.stringMatching(/^key-/) } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Refunded $15.00. The member has been emailed.');
    expect(onChanged).toHaveBeenCalledWith(answer(1_500));
  });

  it('Escape closes the dialog and gives the focus back to its button', async () => {
    render(<TransactionActions transaction={gift()} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund $50.00 Donation' })).toHaveFocus();
  });

  it('Tab stays inside the dialog', async () => {
    render(<TransactionActions transaction={gift()} />);
    const dialog = await openDialog();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('checks the amount before calling: more than is left, or not an amount, is said in the alert', async () => {
    render(<TransactionActions transaction={gift()} />);
    const dialog = await openDialog();
    await userEvent.clear(screen.getByLabelText('Amount to refund (NZD)'));
    await userEvent.type(screen.getByLabelText('Amount to refund (NZD)'), '50.01');
    await userEvent.type(screen.getByLabelText('Reason'), 'Twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At most $50.00 can still be refunded.');
    await userEvent.clear(screen.getByLabelText('Amount to refund (NZD)'));
    await userEvent.type(screen.getByLabelText('Amount to refund (NZD)'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an amount in dollars');
    expect(call).not.toHaveBeenCalled();
  });

  it('a double click sends one refund', async () => {
    let finish: (value: RefundAnswer) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    render(<TransactionActions transaction={gift()} />);
    await openDialog();
    await userEvent.type(screen.getByLabelText('Reason'), 'Twice');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Refund' }));
    expect(call).toHaveBeenCalledTimes(1);
    finish(answer(5_000));
    expect(await screen.findByText('Refunded $50.00. The member has been emailed.')).toBeInTheDocument();
  });

  it('shows the server’s refusal; after a refusal the next try is a new refund, after a lost answer the same one', async () => {
    call
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'We could not reach Pānui.'))
      .mockRejectedValueOnce(new ApiError(422, 'REFUND_TOO_LARGE', 'At most $10.00 of this $50.00 payment can still be refunded.'))
      .mockResolvedValueOnce(answer(1_000));
    render(<TransactionActions transaction={gift()} />);
    const dialog = await openDialog();
    await userEvent.type(screen.getByLabelText('Reason'), 'Twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach Pānui.');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most $10.00 of this $50.00 payment can still be refunded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(bodyOf(1).idempotencyKey).toBe(bodyOf(0).idempotencyKey);
    expect(bodyOf(2).idempotencyKey).not.toBe(bodyOf(1).idempotencyKey);
  });

  it('offers no refund for a payment refunded in full, but still resends its receipt and says where it went', async () => {
    call.mockResolvedValueOnce({ txId: 'tx_gift', sentTo: 'donor@example.nz' });
    render(<TransactionActions transaction={gift({ status: 'refunded', refundedAmount: 5_000 })} />);
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend receipt for $50.00 Donation' }));
    expect(call).toHaveBeenCalledWith('POST', '/transactions/tx_gift/receipt');
    expect(await screen.findByText('Receipt sent to donor@example.nz.')).toBeInTheDocument();
  });

  it('offers nothing for a failed payment', () => {
    const { container } = render(<TransactionActions transaction={gift({ status: 'failed' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
