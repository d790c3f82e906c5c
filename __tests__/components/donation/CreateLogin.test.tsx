/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateLogin } from '@/components/donation/CreateLogin';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';
import { upgradeAnonymousUser } from '@/lib/auth/anonymous-upgrade';
import { reportClientError } from '@/lib/api/report-client-error';

const anonymous = { uid: 'anon-1', isAnonymous: true, email: null };
jest.mock('@/lib/auth/firebase-client', () => ({ clientAuth: () => ({ currentUser: anonymous }) }));
jest.mock('@/lib/auth/anonymous-upgrade', () => ({ upgradeAnonymousUser: jest.fn() }));
jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));
const upgrade = jest.mocked(upgradeAnonymousUser);

function Shown() {
  const { state } = useDonationContext();
  return (
    <>
      <output aria-label="step">{state.step}</output>
      {state.errorMessage ? <p role="alert">{state.errorMessage}</p> : null}
    </>
  );
}

it('a link that fails (SPEC §8: logged by the upgrade, nothing returned) is told to the donor, who stays and may skip', async () => {
  upgrade.mockResolvedValue(null);
  const auth = { status: 'resolved', user: anonymous, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <DonationProvider initial={{ step: 'CREATE_LOGIN', email: 'aroha@example.nz', paymentIntent: { txId: 'tx_1', subscriptionId: null }, userStatus: 'visitor' }}>
        <CreateLogin />
        <Shown />
      </DonationProvider>
    </AuthContext.Provider>,
  );
  await userEvent.type(screen.getByLabelText('Password', { exact: false }), 'korero-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not save your password just now\. Try again, or skip/);
  expect(screen.getByRole('status', { name: 'step' })).toHaveTextContent('CREATE_LOGIN');
  expect(upgrade).toHaveBeenCalledWith(expect.anything(), anonymous, expect.objectContaining({ email: 'aroha@example.nz', password: 'korero-2026' }));
  // Not reported a second time: the upgrade has logged it.
  expect(reportClientError).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.getByRole('status', { name: 'step' })).not.toHaveTextContent('CREATE_LOGIN');
});
