/** @jest-environment jsdom */
import { announceAuthStarted, hadAuthUser, rememberAuthUser, sessionNamesNobody, whenAuthStarts } from '@/lib/auth/auth-presence';

// jsdom has no Response: what sessionNamesNobody reads of one.
const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));

afterEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('whether a page may leave Firebase Auth unloaded', () => {
  it('remembers that this browser has had a user until it has none', () => {
    expect(hadAuthUser()).toBe(false);
    rememberAuthUser(true);
    expect(hadAuthUser()).toBe(true);
    rememberAuthUser(false);
    expect(hadAuthUser()).toBe(false);
  });

  it('trusts only a plain "nobody" from GET /api/auth/auth', async () => {
    const cases: [jest.Mock, boolean][] = [
      [answer(200, { data: { status: 'unauthenticated', customToken: null } }), true],
      [answer(200, { data: { status: 'authenticated', customToken: 'custom-1' } }), false],
      [answer(401, { error: { code: 'AUTH_EXPIRED' } }), false],
      [answer(503, { error: { code: 'UNAVAILABLE' } }), false],
      [answer(200, null), false],
      [jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), false],
    ];
    for (const [fetch, nobody] of cases) {
      Object.assign(globalThis, { fetch });
      await expect(sessionNamesNobody()).resolves.toBe(nobody);
      expect(fetch).toHaveBeenCalledWith('/api/auth/auth', expect.objectContaining({ credentials: 'same-origin' }));
    }
  });
});

describe('starting Firebase Auth later', () => {
  it('calls back when another tab has had a user, and not after unsubscribing', () => {
    const listener = jest.fn();
    const stop = whenAuthStarts(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'panui.hadAuthUser', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: '1' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'panui.hadAuthUser', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'panui.hadAuthUser', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  // Last: once announced, Firebase has started for the rest of the page's life.
  it('calls back once a page creates Firebase Auth, and at once for anyone asking after that', () => {
    const waiting = jest.fn();
    const gone = jest.fn();
    whenAuthStarts(waiting);
    whenAuthStarts(gone)();
    announceAuthStarted();
    announceAuthStarted();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = jest.fn();
    whenAuthStarts(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
