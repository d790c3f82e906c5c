/** @jest-environment jsdom */
import { ACTIVITY_THRESHOLD_MS, SESSION_TIMEOUT_MS, type SessionRecord } from '@/lib/session/session-record';
import { ACTIVITY_THROTTLE_MS, SESSION_KEY, sendOnUnload, startSessionTracking } from '@/lib/session/session-tracker';

const LANDING = { url: 'https://panui.nz/news/20-11-2026/story?utm_source=newsletter&utm_campaign=budget&gclid=abc', referrer: 'https://search.example/' };
const stored = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as SessionRecord | null;
const sent = (send: jest.Mock) => send.mock.calls.map(([body]) => JSON.parse(body as string) as { eventName: string; eventData: string; email: string });

function tab(tabId: string) {
  const send = jest.fn();
  const stop = startSessionTracking({ email: 'aroha@example.nz', landing: LANDING, tabId, send });
  return { send, stop };
}

const stops: (() => void)[] = [];
function openTab(tabId: string) {
  const opened = tab(tabId);
  stops.push(opened.stop);
  return opened;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 20, 1) });
});
afterEach(() => {
  // Listeners of earlier tests must not react to this one's events; stop() also ends their sessions.
  stops.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

test('a reader with no session starts one, with the landing URL’s utm data', () => {
  openTab('tab-aaaaaaaa');
  expect(stored()).toMatchObject({
    isNewSession: true,
    tabId: 'tab-aaaaaaaa',
    lastActivity: Date.now(),
    sessionStartTime: Date.now(),
    utmData: { utm_source: 'newsletter', utm_campaign: 'budget', gclid: 'abc', utm_medium: null, referrer: 'https://search.example/' },
  });
  expect(stored()?.sessionId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
});

test('activity keeps the session alive, at most one write per throttle period', () => {
  openTab('tab-aaaaaaaa');
  const started = stored()!;
  jest.advanceTimersByTime(1_000);
  window.dispatchEvent(new MouseEvent('mousemove'));
  expect(stored()!.lastActivity).toBe(started.lastActivity);
  jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
  for (const type of ['mousemove', 'click', 'keydown', 'scroll']) window.dispatchEvent(new Event(type));
  expect(stored()).toMatchObject({ sessionId: started.sessionId, lastActivity: Date.now(), isNewSession: false });
});

test('the session survives 24 hours of quiet, and a new one starts after more than that', () => {
  openTab('tab-aaaaaaaa');
  const firstId = stored()!.sessionId;
  // Later page loads in the same tab (the earlier ones never unloaded: a crash, a frozen tab).
  jest.advanceTimersByTime(SESSION_TIMEOUT_MS);
  openTab('tab-aaaaaaaa');
  expect(stored()).toMatchObject({ sessionId: firstId, isNewSession: false });

  jest.advanceTimersByTime(SESSION_TIMEOUT_MS + 1);
  const { send } = openTab('tab-aaaaaaaa');
  expect(stored()).toMatchObject({ isNewSession: true });
  expect(stored()!.sessionId).not.toBe(firstId);
  // The lapsed session of this tab is reported as ended by timeout.
  expect(JSON.parse(sent(send)[0]!.eventData)).toMatchObject({ sessionId: firstId, reason: 'timeout' });
});

test('only one tab tracks the session; another takes over only after the first is silent past the threshold', () => {
  openTab('tab-aaaaaaaa');
  const first = stored()!;
  jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
  const second = openTab('tab-bbbbbbbb');
  window.dispatchEvent(new Event('click')); // both tabs' listeners hear it in jsdom: the owner refreshes
  expect(stored()).toMatchObject({ sessionId: first.sessionId, tabId: 'tab-aaaaaaaa' });

  // The second tab's unload does not end the first tab's session.
  second.stop();
  expect(second.send).not.toHaveBeenCalled();
  expect(stored()?.sessionId).toBe(first.sessionId);

  jest.advanceTimersByTime(ACTIVITY_THRESHOLD_MS + 1);
  openTab('tab-cccccccc');
  expect(stored()).toMatchObject({ sessionId: first.sessionId, tabId: 'tab-cccccccc' });
});

test('on unload the tracking tab sends session_end by beacon and clears the session', () => {
  const { send } = openTab('tab-aaaaaaaa');
  const session = stored()!;
  jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
  window.dispatchEvent(new Event('keydown'));
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toBeNull();
  const [event] = sent(send);
  expect(event).toMatchObject({ eventName: 'session_end', email: 'aroha@example.nz' });
  expect(JSON.parse(event!.eventData)).toMatchObject({ sessionId: session.sessionId, durationMs: ACTIVITY_THROTTLE_MS, reason: 'unload', utm_source: 'newsletter' });
  // A second unload (bfcache restore and leave again) sends nothing more.
  window.dispatchEvent(new Event('pagehide'));
  expect(send).toHaveBeenCalledTimes(1);
});

test('the end goes by sendBeacon, and by fetch with keepalive when the beacon is refused', () => {
  const beacon = jest.fn().mockReturnValue(true);
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 201 });
  Object.assign(navigator, { sendBeacon: beacon });
  const realFetch = global.fetch;
  global.fetch = fetchMock;
  try {
    sendOnUnload('{"eventName":"session_end"}');
    expect(beacon).toHaveBeenCalledWith('/api/analytics/track-event', '{"eventName":"session_end"}');
    expect(fetchMock).not.toHaveBeenCalled();
    beacon.mockReturnValue(false);
    sendOnUnload('{"eventName":"session_end"}');
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/track-event', expect.objectContaining({ method: 'POST', keepalive: true, body: '{"eventName":"session_end"}' }));
  } finally {
    global.fetch = realFetch;
  }
});
