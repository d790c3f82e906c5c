import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import type { AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';

// What AuthProvider would hand its children, built by hand so a test picks the auth state.

export const fakeUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'uid-aroha',
  email: 'aroha@example.nz',
  displayName: 'Aroha Ngata',
  isAnonymous: false,
  getIdToken: async () => 'id-token',
  ...overrides,
});

export const fakeMember = (overrides: Partial<Member> = {}): Member => ({
  uid: 'uid-aroha',
  id: 'uid-aroha',
  ds_id: 'uid-aroha',
  email: 'aroha@example.nz',
  name: 'Aroha Ngata',
  firstName: 'Aroha',
  lastName: 'Ngata',
  type: 'standard',
  ...overrides,
});

export const authValue = (overrides: Partial<AuthContextValue> = {}): AuthContextValue => ({
  status: 'resolved',
  user: null,
  member: null,
  signOut: jest.fn(async () => undefined),
  reloadMember: jest.fn(async () => null),
  ...overrides,
});

export function renderWithAuth(ui: ReactElement, value: AuthContextValue = authValue()) {
  return { value, ...render(<AuthContext.Provider value={value}>{ui}</AuthContext.Provider>) };
}
