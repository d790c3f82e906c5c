/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BudgetSelect } from '@/components/donation/BudgetSelect';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';
import { analyticsSpy } from '../../helpers/analytics';

function StepProbe() {
  const { state } = useDonationContext();
  return <output aria-label="step">{`${state.step} ${state.amount}`}</output>;
}

function renderBudget(signedIn: boolean) {
  const { track, wrapper: Analytics } = analyticsSpy();
  const user = signedIn ? { uid: 'u1', isAnonymous: false, email: 'kiri@example.nz' } : null;
  const auth = { status: 'resolved', user, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <Analytics>
        <DonationProvider initial={{ donationLocation: 'inline_banner' }}>
          <BudgetSelect />
          <StepProbe />
        </DonationProvider>
      </Analytics>
    </AuthContext.Provider>,
  );
  return track;
}

describe('BUDGET_SELECT', () => {
  it('says what a recurring amount comes to each week, from the period units, and nothing for one-off', async () => {
    renderBudget(false);
    expect(screen.getByText('$10 a month works out as $2.31 a week.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('$100 a year works out as $1.92 a week.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in NZ dollars' }), '52');
    expect(screen.getByText('$52 a year works out as $1 a week.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'One-off' }));
    expect(screen.queryByText(/works out as/)).not.toBeInTheDocument();
  });

  it('offers the monthly presets with $10 chosen, and each interval its own', async () => {
    renderBudget(false);
    expect(screen.getByRole('radio', { name: '$10 a month' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: '$100 a year' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /a year$/ })).toHaveLength(3);
  });

  it('takes a custom monthly amount in dollars, reports the click and a year of it in the cart event, and asks a visitor who they are', async () => {
    const track = renderBudget(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in NZ dollars' }), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('ANON_SUBSCRIPTION 1250');
    expect(track).toHaveBeenCalledWith('donation_button_click', { amount: 12.5, interval: 'month', placement: 'INLINE_BANNER' });
    expect(track).toHaveBeenCalledWith('begin_checkout', { value: 150, price: 12.5, quantity: 12, currency: 'NZD', interval: 'month', placement: 'INLINE_BANNER' });
  });

  it('refuses an amount under $2 in words, keeps the step and reports nothing', async () => {
    const track = renderBudget(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in NZ dollars' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The smallest amount is $2.');
    expect(screen.getByRole('textbox', { name: 'Amount in NZ dollars' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('BUDGET_SELECT 0');
    expect(track).not.toHaveBeenCalled();
  });

  it('sends a signed-in member straight to payment', async () => {
    renderBudget(true);
    await userEvent.click(screen.getByRole('radio', { name: 'One-off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('PAYMENT_FORM 2500');
  });
});
