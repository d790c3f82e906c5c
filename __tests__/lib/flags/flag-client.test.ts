/** @jest-environment jsdom */
import { createFlagClient, FLAG_CACHE_KEY, FLAG_CACHE_TTL_MS, parseFlagAnswer, parseFlagConfig } from '@/lib/flags/flag-client';

const answer = (body: unknown, ok = true) => ({ ok, json: async () => body }) as Response;

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 22) });
});
afterEach(() => jest.useRealTimers());

test('without configuration or a service, enhanced signup is off; configuration can switch it on', () => {
  expect(createFlagClient().isEnabled('enhancedSignup')).toBe(false);
  expect(createFlagClient({ configured: parseFlagConfig('enhancedSignup=on') }).isEnabled('enhancedSignup')).toBe(true);
  expect(parseFlagConfig(' enhancedSignup = OFF , unknownFlag=on, enhancedSignup')).toEqual({ enhancedSignup: false });
});

test('the flag service’s answer wins over configuration and is cached for one day', async () => {
  const fetcher = jest.fn().mockResolvedValue(answer({ flags: { enhancedSignup: true } }));
  const client = createFlagClient({ configured: { enhancedSignup: false }, serviceUrl: 'https://flags.example/panui', fetcher });
  await Promise.all([client.refresh(), client.refresh()]);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(client.isEnabled('enhancedSignup')).toBe(true);
  expect(client.isConfigured('enhancedSignup')).toBe(false);

  // A new page load within the day reads the cache and asks nobody.
  const nextPage = createFlagClient({ serviceUrl: 'https://flags.example/panui', fetcher });
  expect(nextPage.isEnabled('enhancedSignup')).toBe(true);
  jest.advanceTimersByTime(FLAG_CACHE_TTL_MS - 1);
  await nextPage.refresh();
  expect(fetcher).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  fetcher.mockResolvedValue(answer({ enhancedSignup: false }));
  await createFlagClient({ serviceUrl: 'https://flags.example/panui', fetcher }).refresh();
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(JSON.parse(localStorage.getItem(FLAG_CACHE_KEY)!)).toMatchObject({ flags: { enhancedSignup: false } });
});

test('a failing service or a strange answer leaves configuration in force', async () => {
  const failing = createFlagClient({ configured: { enhancedSignup: true }, serviceUrl: 'https://flags.example', fetcher: jest.fn().mockRejectedValue(new Error('offline')) });
  await failing.refresh();
  expect(failing.isEnabled('enhancedSignup')).toBe(true);
  const refusing = createFlagClient({ configured: { enhancedSignup: true }, serviceUrl: 'https://flags.example', fetcher: jest.fn().mockResolvedValue(answer({}, false)) });
  await refusing.refresh();
  expect(refusing.isEnabled('enhancedSignup')).toBe(true);
  expect(parseFlagAnswer({ enhancedSignup: 'yes', other: true })).toEqual({});
  expect(parseFlagAnswer(['enhancedSignup'])).toEqual({});
});
