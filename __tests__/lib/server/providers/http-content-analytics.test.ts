import { delay, http, HttpResponse } from 'msw';
import { createHttpContentAnalytics } from '@/lib/server/providers/content-analytics/http-content-analytics';
import { outsideWorld } from '../../../helpers/msw';

const BASE = 'https://analytics.example.test/api';
const service = (options: { timeoutMs?: number } = {}) => createHttpContentAnalytics({ baseUrl: BASE, apiKey: 'k3y', retryDelayMs: 0, ...options });
const query = { uuid: 'reader-1', exclude: [4, 5], pubDateStart: new Date('2024-03-01T10:00:00Z'), section: 'politics' };
const entry = (postId: unknown) => ({ metadata: JSON.stringify({ postId, title: 'x' }) });

describe('createHttpContentAnalytics', () => {
  it('asks for related articles with the SPEC §7 parameters and reads postId from each metadata', async () => {
    let seen: URL | undefined;
    outsideWorld.use(
      http.get(`${BASE}/related`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ data: [entry(12), entry('7'), entry(12)] });
      }),
    );
    expect(await service().related(query)).toEqual([12, 7]);
    expect(Object.fromEntries(seen!.searchParams)).toEqual({ apikey: 'k3y', uuid: 'reader-1', exclude: '4,5', pub_date_start: '2024-03-01', section: 'politics' });
  });

  it('skips entries whose metadata is malformed', async () => {
    outsideWorld.use(
      http.get(`${BASE}/related`, () =>
        HttpResponse.json({
          data: [{ metadata: 'not json' }, { metadata: '{"postId":"abc"}' }, { metadata: '[1]' }, {}, null, { metadata: 42 }, entry(-3), entry(0), entry(9)],
        }),
      ),
    );
    expect(await service().related(query)).toEqual([9]);
  });

  it('leaves out uuid when there is none', async () => {
    let seen: URL | undefined;
    outsideWorld.use(
      http.get(`${BASE}/related`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ data: [] });
      }),
    );
    await service().related({ ...query, uuid: undefined });
    expect(seen!.searchParams.has('uuid')).toBe(false);
  });

  it('tries a failing related call 3 times, then fails with "Server responded with status 503"', async () => {
    let calls = 0;
    outsideWorld.use(
      http.get(`${BASE}/related`, () => {
        calls++;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    await expect(service().related(query)).rejects.toThrow(/^Server responded with status 503$/);
    expect(calls).toBe(3);
  });

  it('answers once a retry succeeds', async () => {
    let calls = 0;
    outsideWorld.use(
      http.get(`${BASE}/related`, () => {
        calls++;
        return calls < 3 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ data: [entry(3)] });
      }),
    );
    expect(await service().related(query)).toEqual([3]);
    expect(calls).toBe(3);
  });

  it('gives up on a slow answer after the timeout', async () => {
    outsideWorld.use(
      http.get(`${BASE}/related`, async () => {
        // An answer that never comes: only the timeout can end this test before Jest's own.
        await delay('infinite');
        return HttpResponse.json({ data: [entry(3)] });
      }),
    );
    await expect(service({ timeoutMs: 50 }).related(query)).rejects.toThrow(/no answer within 50 ms/);
  });

  it('refuses an answer without a data list', async () => {
    outsideWorld.use(http.get(`${BASE}/related`, () => HttpResponse.json({ items: [] })));
    await expect(service().related(query)).rejects.toThrow(/without a data list/);
  });
});
