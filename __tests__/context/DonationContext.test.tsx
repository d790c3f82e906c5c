/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';

function AmountProbe() {
  const { state, dispatch } = useDonationContext();
  return (
    <>
      <p>
        {state.step} {state.interval} {state.amount} {state.donationLocation}
      </p>
      <button type="button" onClick={() => dispatch({ type: 'INTERVAL_CHOSEN', interval: 'one-off' })}>
        One-off
      </button>
      <button type="button" onClick={() => dispatch({ type: 'RESET' })}>
        Start again
      </button>
    </>
  );
}

describe('DonationProvider and useDonationContext', () => {
  it('refuses to be used outside its provider, with the message of SPEC §8', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AmountProbe />)).toThrow('useDonationContext must be used within a DonationProvider');
    quiet.mockRestore();
  });

  it("starts from the entry point's values, changes with actions and resets to the defaults", async () => {
    render(
      <DonationProvider initial={{ donationLocation: 'inline_banner', amount: 1000 }}>
        <AmountProbe />
      </DonationProvider>,
    );
    expect(screen.getByText('BUDGET_SELECT month 1000 inline_banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'One-off' }));
    expect(screen.getByText('BUDGET_SELECT one-off 2500 inline_banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('BUDGET_SELECT month 0 onsite')).toBeInTheDocument();
  });
});
