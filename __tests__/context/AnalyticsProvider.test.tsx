/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AnalyticsProvider } from '@/context/AnalyticsProvider';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track-event';
import type { Member } from '@/lib/schemas/member';

jest.mock('@/lib/analytics/track-event', () => ({ trackEvent: jest.fn() }));

const aroha: Member = { uid: 'uid-1', id: 'uid-1', ds_id: 'uid-1', email: 'aroha@example.nz', name: 'Aroha Ngata', firstName: 'Aroha', lastName: 'Ngata', type: 'standard' };

function auth(member: Member | null): AuthContextValue {
  return { status: 'resolved', user: null, member, signOut: async () => undefined, reloadMember: async () => member } as AuthContextValue;
}

function Probe({ onMount }: { onMount?: (track: ReturnType<typeof useAnalytics>['track']) => void }) {
  const { track, eventQueue, loaded, loggedIn } = useAnalytics();
  return (
    <div>
      <p data-testid="state">{`${loaded ? 'loaded' : 'waiting'}|${eventQueue.map((e) => e.eventName).join(',')}|${loggedIn ? 'in' : 'out'}`}</p>
      <button type="button" onClick={() => track(ANALYTICS_EVENTS.pageView, { path: '/a' })}>
        page view
      </button>
      <button type="button" onClick={() => track(ANALYTICS_EVENTS.donation, { amount: 2500 })}>
        donation
      </button>
      {onMount && <span ref={() => onMount(track)} />}
    </div>
  );
}

function mount(ui: ReactNode, member: Member | null = null, scriptUrl?: string) {
  return render(
    <AuthContext.Provider value={auth(member)}>
      <AnalyticsProvider scriptUrl={scriptUrl}>{ui}</AnalyticsProvider>
    </AuthContext.Provider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());

beforeEach(() => {
  jest.mocked(trackEvent).mockReset();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('AnalyticsProvider', () => {
  it('without an analytics script, sends at once with logged_in, and NZD on money events', async () => {
    mount(<Probe />);
    expect(state()).toBe('loaded||out');
    await click('page view');
    await click('donation');
    expect(jest.mocked(trackEvent).mock.calls).toEqual([
      ['page_view', { path: '/a', logged_in: false }, undefined],
      ['donation', { amount: 2500, logged_in: false, currency: 'NZD' }, undefined],
    ]);
  });

  it("sends a signed-in member's email, and logged_in comes from the member's uid", async () => {
    mount(<Probe />, aroha);
    expect(state()).toBe('loaded||in');
    await click('page view');
    expect(trackEvent).toHaveBeenCalledWith('page_view', { path: '/a', logged_in: true }, 'aroha@example.nz');
  });

  it('queues events until the analytics script has loaded, then sends them in order, to it and to the site', async () => {
    mount(<Probe />, null, 'https://tags.example.nz/analytics.js');
    await click('page view');
    await click('donation');
    expect(state()).toBe('waiting|page_view,donation|out');
    expect(trackEvent).not.toHaveBeenCalled();

    const script = document.querySelector('script[src="https://tags.example.nz/analytics.js"]');
    expect(script).not.toBeNull();
    await act(async () => script?.dispatchEvent(new Event('load')));

    expect(state()).toBe('loaded||out');
    expect(jest.mocked(trackEvent).mock.calls.map(([name]) => name)).toEqual(['page_view', 'donation']);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'page_view', path: '/a', logged_in: false },
      { event: 'donation', amount: 2500, logged_in: false, currency: 'NZD' },
    ]);
    await click('page view');
    expect(trackEvent).toHaveBeenCalledTimes(3);
  });

  it('still sends to the site when the analytics script cannot load (blocked or down)', async () => {
    mount(<Probe />, null, 'https://tags.example.nz/blocked.js');
    await click('page view');
    await act(async () => document.querySelector('script[src="https://tags.example.nz/blocked.js"]')?.dispatchEvent(new Event('error')));
    expect(trackEvent).toHaveBeenCalledWith('page_view', { path: '/a', logged_in: false }, undefined);
  });

  it('refuses to be used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAnalytics must be used within an AnalyticsProvider');
  });
});
