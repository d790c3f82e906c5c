/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { SessionTracker } from '@/components/session/SessionTracker';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import type { AuthUser } from '@/lib/auth/auth-client';
import { startSessionTracking } from '@/lib/session/session-tracker';

jest.mock('@/lib/session/session-tracker', () => ({ startSessionTracking: jest.fn(() => stopTracking) }));
const stopTracking = jest.fn();

const user = (email: string | null, isAnonymous = false) => ({ uid: 'u1', email, displayName: null, isAnonymous, getIdToken: async () => 't' }) as AuthUser;

function renderWith(authUser: AuthUser | null) {
  const value = { status: 'resolved', user: authUser, member: null, signOut: async () => undefined, reloadMember: async () => null } as AuthContextValue;
  return render(
    <AuthContext.Provider value={value}>
      <SessionTracker />
    </AuthContext.Provider>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('a reader signed in with an email has their session tracked from the landing URL', async () => {
  window.history.replaceState(null, '', '/news?utm_source=newsletter');
  renderWith(user('aroha@example.nz'));
  await waitFor(() => expect(startSessionTracking).toHaveBeenCalledTimes(1));
  expect(startSessionTracking).toHaveBeenCalledWith(expect.objectContaining({ email: 'aroha@example.nz', landing: expect.objectContaining({ url: expect.stringContaining('utm_source=newsletter') }) }));
});

test('visitors and anonymous users without an email are not tracked (SPEC §6)', async () => {
  renderWith(null);
  renderWith(user(null, true));
  // The import is asynchronous: give it the chance to happen before saying it did not.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(startSessionTracking).not.toHaveBeenCalled();
});

test('signing out ends the tracking', async () => {
  const { rerender } = renderWith(user('aroha@example.nz'));
  await waitFor(() => expect(startSessionTracking).toHaveBeenCalled());
  rerender(
    <AuthContext.Provider value={{ status: 'resolved', user: null, member: null, signOut: async () => undefined, reloadMember: async () => null } as AuthContextValue}>
      <SessionTracker />
    </AuthContext.Provider>,
  );
  expect(stopTracking).toHaveBeenCalledTimes(1);
});
