/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextAfterEmailLink, safeNextPath, returnPathFor, withNext } from '@/components/auth/next-path';
import { signInWithEmail } from '@/lib/auth/email-password';
import SignInPage from '@/pages/sign-in';
import { renderWithAuth } from './auth-value';

const mockRouter = { query: {} as Record<string, string>, asPath: '/sign-in', push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/lib/auth/firebase-client', () => ({ clientAuth: () => 'the-auth' }));
jest.mock('@/lib/auth/ensure-member', () => ({ ensureMember: jest.fn(async () => undefined) }));
jest.mock('@/lib/auth/email-password', () => ({ signInWithEmail: jest.fn() }));
jest.mock('@/lib/auth/email-link', () => ({ sendSignInLink: jest.fn() }));
jest.mock('@/lib/auth/social-sign-in', () => ({
  SOCIAL_PROVIDERS: [{ id: 'google', label: 'Google' }],
  signInWithSocial: jest.fn(),
  completeSocialRedirect: jest.fn(async () => null),
}));

describe('safeNextPath', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', undefined, ['//evil.example']])('refuses %p', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it.each(['/', '/news/22-11-2026/ferry-timetable', '/search?q=k%C5%8Drero'])('keeps the same-site path %p', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it('keeps `next` in links between the sign-in pages', () => {
    expect(withNext('/sign-up', '/news')).toBe('/sign-up?next=%2Fnews');
    expect(withNext('/sign-up', '/')).toBe('/sign-up');
    expect(returnPathFor('/news/x', undefined)).toBe('/news/x');
    expect(returnPathFor('/sign-in?next=%2Fnews', '/news')).toBe('/news');
    expect(returnPathFor('/sign-in?next=%2F%2Fevil.example', '//evil.example')).toBe('/');
  });
});

describe('nextAfterEmailLink', () => {
  const donate = '/donate?placement=ONSITE&amount=1000&interval=month';
  const landing = `https://panui.test/auth/email-link?next=${encodeURIComponent(donate)}`;

  it('reads the landing page’s own next, or the one inside the continueUrl Firebase hands over', () => {
    expect(nextAfterEmailLink({ next: donate, mode: 'signIn', oobCode: 'x' })).toBe(donate);
    expect(nextAfterEmailLink({ mode: 'signIn', oobCode: 'x', continueUrl: landing })).toBe(donate);
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'no next at all'],
    [{ next: '//evil.example' }, 'another site'],
    [{ continueUrl: 'https://panui.test/auth/email-link?next=https%3A%2F%2Fevil.example' }, 'another site inside continueUrl'],
    [{ continueUrl: 'not a url' }, 'a continueUrl that is not an address'],
  ])('goes home for %p (%s)', (query, _why) => {
    expect(nextAfterEmailLink(query)).toBe('/');
  });
});

describe('sign-in page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(signInWithEmail).mockResolvedValue({ uid: 'uid-aroha' } as never);
  });

  async function signIn() {
    renderWithAuth(<SignInPage />);
    const reader = userEvent.setup();
    await reader.type(screen.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
    await reader.type(screen.getByLabelText('Password'), 'korero-2026');
    await reader.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled());
  }

  it.each(['//evil.example', 'https://evil.example'])('goes home, not to next=%s', async (next) => {
    mockRouter.query = { next };
    await signIn();
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('goes on to a same-site next and keeps it for "Create an account"', async () => {
    mockRouter.query = { next: '/news/22-11-2026/ferry-timetable' };
    await signIn();
    expect(mockRouter.push).toHaveBeenCalledWith('/news/22-11-2026/ferry-timetable');
    expect(signInWithEmail).toHaveBeenCalledWith('the-auth', 'aroha@example.nz', 'korero-2026');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up?next=%2Fnews%2F22-11-2026%2Fferry-timetable');
  });
});
