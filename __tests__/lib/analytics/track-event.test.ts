/** @jest-environment jsdom */
import { trackEvent } from '@/lib/analytics/track-event';
import { reportClientError } from '@/lib/api/report-client-error';

jest.mock('@/lib/api/report-client-error', () => ({ reportClientError: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(reportClientError).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('trackEvent', () => {
  it('posts the event with its data as JSON text, kept alive past unload', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201 } as Response);
    trackEvent('infinite_scroll_view', { slug: 'a', position: 1 });
    await flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/analytics/track-event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({ eventName: 'infinite_scroll_view', eventData: '{"slug":"a","position":1}' });
    expect(reportClientError).not.toHaveBeenCalled();
  });

  it('reports a network failure or a refusal, and never throws', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: false, status: 400 } as Response);
    expect(() => trackEvent('page_view')).not.toThrow();
    expect(() => trackEvent('page_view')).not.toThrow();
    await flush();
    expect(reportClientError).toHaveBeenCalledWith('Analytics event page_view could not be sent', expect.any(TypeError));
    expect(reportClientError).toHaveBeenCalledWith('Analytics event page_view was refused with status 400');
  });

  it('reports data that cannot be JSON instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => trackEvent('view_post', cyclic)).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reportClientError).toHaveBeenCalledTimes(1);
  });
});
