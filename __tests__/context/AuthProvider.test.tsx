/** @jest-environment jsdom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { AuthProvider, TOKEN_REFRESH_MS } from '@/context/AuthProvider';
import { SESSION_COOKIE_REFRESH_MS } from '@/lib/auth/session-mark';
import { useAuth } from '@/hooks/useAuth';
import { useMember } from '@/hooks/useMember';
import { ApiError } from '@/lib/api/api-error';
import { UNIQUE_ID_KEY } from '@/lib/analytics/unique-id';
import type { AuthClient, AuthServer, AuthUser } from '@/lib/auth/auth-client';
import type { Member } from '@/lib/schemas/member';

jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));

function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser & { getIdToken: jest.Mock } {
  return { uid: 'uid-1', email: 'aroha@example.nz', displayName: 'Aroha Ngata', isAnonymous: false, getIdToken: jest.fn(async () => 'id-token'), ...overrides } as AuthUser & {
    getIdToken: jest.Mock;
  };
}

const member = (uid = 'uid-1'): Member => ({ uid, id: uid, ds_id: uid, email: 'aroha@example.nz', name: 'Aroha Ngata', firstName: 'Aroha', lastName: 'Ngata', type: 'standard' });

/** A Firebase stand-in whose auth events the test fires by hand. */
function fakeClient() {
  let listener: (user: AuthUser | null) => void = () => {};
  const client = {
    onAuthStateChanged: jest.fn((next: (user: AuthUser | null) => void) => {
      listener = next;
      return () => {};
    }),
    signInWithCustomToken: jest.fn(async () => undefined),
    signOut: jest.fn(async () => listener(null)),
  } satisfies AuthClient;
  return { client, emit: (user: AuthUser | null) => act(async () => listener(user)) };
}

function fakeServer(overrides: Partial<AuthServer> = {}): { [K in keyof AuthServer]: jest.Mock } {
  return {
    fetchAuthStatus: jest.fn(async () => ({ status: 'unauthenticated' as const, customToken: null })),
    postLogin: jest.fn(async () => ({ session: true })),
    signOutSession: jest.fn(async () => ({ signedOut: true })),
    loadMember: jest.fn(async (uid: string) => member(uid)),
    ...overrides,
  } as { [K in keyof AuthServer]: jest.Mock };
}

function Probe() {
  const { status, user, member: current, signOut } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.uid ?? 'none'}</p>
      <p data-testid="member">{current ? `${current.name ?? ''}|${current.email ?? ''}|${current.type}|${current.firstName ?? '-'}` : 'none'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

/** What a page load without Firebase needs: the server's answer about the cookie, and a way to start Firebase. */
function pageHooks(sessionEmpty: boolean | Error = true) {
  let startFirebase = () => {};
  return {
    sessionIsEmpty: jest.fn(async () => (sessionEmpty instanceof Error ? Promise.reject(sessionEmpty) : sessionEmpty)),
    whenStarted: jest.fn((listener: () => void) => {
      startFirebase = listener;
      return () => {};
    }),
    /** What a sign-in form does by creating Firebase Auth. */
    startFirebase: () => act(async () => startFirebase()),
  };
}

async function mount(client: AuthClient, server: AuthServer, hooks = pageHooks()) {
  const load = jest.fn(async () => ({ client, server }));
  await act(async () => {
    render(
      <AuthProvider load={load} sessionIsEmpty={hooks.sessionIsEmpty} whenStarted={hooks.whenStarted}>
        <Probe />
      </AuthProvider>,
    );
  });
  return load;
}

const HAD_USER_KEY = 'panui.hadAuthUser';

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  // Most tests are of a browser that has had a Firebase user, which starts Firebase at once.
  window.localStorage.setItem(HAD_USER_KEY, '1');
});
afterEach(() => jest.useRealTimers());

describe('AuthProvider: the first auth result', () => {
  it('stays authenticating until the first result is handled, then resolves with the member', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    expect(text('status')).toBe('authenticating');

    await emit(fakeUser());
    expect(server.postLogin).toHaveBeenCalledWith('id-token');
    expect(server.loadMember).toHaveBeenCalledWith('uid-1');
    expect(server.postLogin.mock.invocationCallOrder[0]).toBeLessThan(server.loadMember.mock.invocationCallOrder[0]!);
    expect(text('status')).toBe('resolved');
    expect(text('member')).toBe('Aroha Ngata|aroha@example.nz|standard|Aroha');
  });

  it('with no current user, signs in with the custom token the session cookie gives', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ fetchAuthStatus: jest.fn(async () => ({ status: 'authenticated' as const, customToken: 'custom-1' })) });
    await mount(client, server);
    await emit(null);
    expect(client.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    expect(text('status')).toBe('authenticating'); // the custom-token sign-in is the result still to come

    await emit(fakeUser());
    expect(text('status')).toBe('resolved');
    expect(text('user')).toBe('uid-1');
    expect(server.signOutSession).not.toHaveBeenCalled();
  });

  it('calls the sign-out endpoint (GET, no uid) when the custom-token sign-in fails', async () => {
    const { client, emit } = fakeClient();
    client.signInWithCustomToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    const server = fakeServer({ fetchAuthStatus: jest.fn(async () => ({ status: 'authenticated' as const, customToken: 'bad' })) });
    await mount(client, server);
    await emit(null);
    expect(server.signOutSession).toHaveBeenCalledWith();
    expect(text('status')).toBe('resolved');
    expect(text('user')).toBe('none');
  });

  it('keeps the session cookie when the server could not answer, so the next page tries again', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ fetchAuthStatus: jest.fn(async () => Promise.reject(new ApiError(503, 'HTTP_ERROR', 'busy'))) });
    await mount(client, server);
    await emit(null);
    expect(server.signOutSession).not.toHaveBeenCalled();
    expect(text('status')).toBe('resolved');
    expect(text('user')).toBe('none');
  });

  it('calls the sign-out endpoint when the server refuses the session cookie', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ fetchAuthStatus: jest.fn(async () => Promise.reject(new ApiError(401, 'AUTH_EXPIRED', 'expired'))) });
    await mount(client, server);
    await emit(null);
    expect(client.signInWithCustomToken).not.toHaveBeenCalled();
    expect(server.signOutSession).toHaveBeenCalledWith();
    expect(text('status')).toBe('resolved');
  });

  it('resolves signed out without any sign-in when there is no session cookie', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    await emit(null);
    expect(client.signInWithCustomToken).not.toHaveBeenCalled();
    expect(server.signOutSession).not.toHaveBeenCalled();
    expect(text('status')).toBe('resolved');
    expect(text('member')).toBe('none');
  });

  it('gives an anonymous user no member and never loads one', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    await emit(fakeUser({ isAnonymous: true, email: null, displayName: null }));
    expect(server.postLogin).toHaveBeenCalled();
    expect(server.loadMember).not.toHaveBeenCalled();
    expect(text('status')).toBe('resolved');
    expect(text('user')).toBe('uid-1');
    expect(text('member')).toBe('none');
  });
});

describe('AuthProvider: a reader this browser has never had signed in', () => {
  beforeEach(() => window.localStorage.removeItem(HAD_USER_KEY));

  it('is signed out without loading Firebase when the server says no session cookie names anyone', async () => {
    const { client } = fakeClient();
    const hooks = pageHooks(true);
    const load = await mount(client, fakeServer(), hooks);
    expect(hooks.sessionIsEmpty).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(text('status')).toBe('resolved');
    expect(text('user')).toBe('none');
  });

  it('starts Firebase and signs in from the session cookie when the server says one names someone', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ fetchAuthStatus: jest.fn(async () => ({ status: 'authenticated' as const, customToken: 'custom-1' })) });
    const load = await mount(client, server, pageHooks(false));
    expect(load).toHaveBeenCalledTimes(1);
    await emit(null);
    expect(client.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    await emit(fakeUser());
    expect(text('user')).toBe('uid-1');
    expect(window.localStorage.getItem(HAD_USER_KEY)).toBe('1');
  });

  it('starts Firebase as before when the server could not be asked', async () => {
    const { client } = fakeClient();
    const load = await mount(client, fakeServer(), pageHooks(new Error('offline')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-in made once a page has started Firebase, and sets the session cookie for it', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    const hooks = pageHooks(true);
    const load = await mount(client, server, hooks);
    await hooks.startFirebase();
    expect(load).toHaveBeenCalledTimes(1);
    await emit(null); // Firebase's first event: nobody yet, and the cookie is not asked about again
    expect(server.fetchAuthStatus).not.toHaveBeenCalled();
    expect(text('status')).toBe('resolved');

    await emit(fakeUser());
    expect(server.postLogin).toHaveBeenCalledWith('id-token');
    expect(text('member')).toBe('Aroha Ngata|aroha@example.nz|standard|Aroha');
    expect(window.localStorage.getItem(HAD_USER_KEY)).toBe('1');
  });

  it('forgets the browser had a user once Firebase has none, so the next page loads without it', async () => {
    window.localStorage.setItem(HAD_USER_KEY, '1');
    const { client, emit } = fakeClient();
    const hooks = pageHooks();
    await mount(client, fakeServer(), hooks);
    expect(hooks.sessionIsEmpty).not.toHaveBeenCalled();
    await emit(null);
    expect(window.localStorage.getItem(HAD_USER_KEY)).toBeNull();
  });
});

describe('AuthProvider: loading the member profile', () => {
  it('tries 3 times, 1 second apart, and has no member when every attempt answers 400', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ loadMember: jest.fn(async () => Promise.reject(new ApiError(400, 'BAD', 'no member'))) });
    await mount(client, server);
    await emit(fakeUser());
    expect(server.loadMember).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTimeAsync(999));
    expect(server.loadMember).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(server.loadMember).toHaveBeenCalledTimes(2);
    expect(text('status')).toBe('authenticating');

    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(server.loadMember).toHaveBeenCalledTimes(3);
    expect(text('status')).toBe('resolved');
    expect(text('member')).toBe('none');

    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(server.loadMember).toHaveBeenCalledTimes(3);
  });

  it('counts our 404 for a missing member like the 400', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ loadMember: jest.fn(async () => Promise.reject(new ApiError(404, 'MEMBER_NOT_FOUND', 'none'))) });
    await mount(client, server);
    await emit(fakeUser());
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(server.loadMember).toHaveBeenCalledTimes(3);
    expect(text('member')).toBe('none');
  });

  it('builds a standard member from the display name and email when the failures are not 400s', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({
      loadMember: jest
        .fn()
        .mockRejectedValueOnce(new ApiError(400, 'BAD', 'no member'))
        .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'))
        .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline')),
    });
    await mount(client, server);
    await emit(fakeUser({ displayName: 'Wiremu Tane', email: 'wiremu@example.nz' }));
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(server.loadMember).toHaveBeenCalledTimes(3);
    expect(text('member')).toBe('Wiremu Tane|wiremu@example.nz|standard|-');
  });

  it('keeps the member a later attempt finds', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({
      loadMember: jest.fn().mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'later')).mockResolvedValueOnce(member()),
    });
    await mount(client, server);
    await emit(fakeUser());
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(server.loadMember).toHaveBeenCalledTimes(2);
    expect(text('member')).toBe('Aroha Ngata|aroha@example.nz|standard|Aroha');
  });
});

describe('AuthProvider: the session cookie on page loads', () => {
  /** One page load: a fresh provider whose first auth event is the signed-in user. */
  async function pageLoad(user = fakeUser()) {
    cleanup(); // the page before is gone
    window.localStorage.setItem(HAD_USER_KEY, '1'); // as a browser holding a signed-in user has
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    await emit(user);
    return { server, emit };
  }

  it('sets it once at a sign-in, not again on page loads within the hour', async () => {
    expect((await pageLoad()).server.postLogin).toHaveBeenCalledTimes(1);
    const next = await pageLoad();
    expect(next.server.postLogin).not.toHaveBeenCalled();
    expect(next.server.loadMember).toHaveBeenCalledWith('uid-1');
    expect(text('status')).toBe('resolved');
  });

  it('sets it again on a page load an hour later, or for another user', async () => {
    await pageLoad();
    expect((await pageLoad(fakeUser({ uid: 'uid-2' }))).server.postLogin).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + SESSION_COOKIE_REFRESH_MS);
    expect((await pageLoad(fakeUser({ uid: 'uid-2' }))).server.postLogin).toHaveBeenCalledTimes(1);
  });

  it('sets it at a sign-in that follows the page load, and after a sign-out', async () => {
    await pageLoad();
    cleanup();
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    await emit(null);
    await emit(fakeUser());
    expect(server.postLogin).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect((await pageLoad()).server.postLogin).toHaveBeenCalledTimes(1);
  });

  it('a failed login call is tried again on the next page load', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer({ postLogin: jest.fn(async () => Promise.reject(new ApiError(500, 'INTERNAL', 'down'))) });
    await mount(client, server);
    await emit(fakeUser());
    expect((await pageLoad()).server.postLogin).toHaveBeenCalledTimes(1);
  });
});

describe('AuthProvider: while signed in', () => {
  it('refreshes the ID token every 10 minutes', async () => {
    const { client, emit } = fakeClient();
    const user = fakeUser();
    await mount(client, fakeServer());
    await emit(user);
    user.getIdToken.mockClear();
    await act(async () => jest.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1));
    expect(user.getIdToken).not.toHaveBeenCalledWith(true);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    await act(async () => jest.advanceTimersByTimeAsync(TOKEN_REFRESH_MS));
    expect(user.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(2);
  });

  it('signing out tells the server (POST with the uid), clears the member and the stored unique id', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await mount(client, server);
    await emit(fakeUser());
    window.localStorage.setItem(UNIQUE_ID_KEY, 'unique-123');

    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(server.signOutSession).toHaveBeenCalledWith('uid-1');
    expect(client.signOut).toHaveBeenCalled();
    expect(text('member')).toBe('none');
    expect(text('user')).toBe('none');
    expect(window.localStorage.getItem(UNIQUE_ID_KEY)).toBeNull();
    // Signing out is not a first visit: no custom-token sign-in follows it.
    expect(client.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('a sign-out in another tab (user becomes null) also clears the member and unique id', async () => {
    const { client, emit } = fakeClient();
    await mount(client, fakeServer());
    await emit(fakeUser());
    window.localStorage.setItem(UNIQUE_ID_KEY, 'unique-456');
    await emit(null);
    expect(text('member')).toBe('none');
    expect(window.localStorage.getItem(UNIQUE_ID_KEY)).toBeNull();
  });
});

describe('useMember', () => {
  function MemberLine() {
    const { member, loading } = useMember();
    return <p data-testid="member-line">{loading ? 'loading' : (member?.email ?? 'no member')}</p>;
  }

  it('is loading until the first result, then gives the member', async () => {
    const { client, emit } = fakeClient();
    const server = fakeServer();
    await act(async () => {
      render(
        <AuthProvider load={async () => ({ client, server })}>
          <MemberLine />
        </AuthProvider>,
      );
    });
    expect(text('member-line')).toBe('loading');
    await emit(fakeUser());
    expect(text('member-line')).toBe('aroha@example.nz');
  });
});
