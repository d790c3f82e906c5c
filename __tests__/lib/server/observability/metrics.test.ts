import type { ServerResponse } from 'node:http';
import { consumeRateLimit, resetRateLimits } from '@/lib/server/http/rate-limit';
import { metricsText, registerGauge } from '@/lib/server/observability/metrics';
import { sendMetrics } from '@/lib/server/observability/metrics-service';
import { captureLogs } from '../../../helpers/captured-logs';

const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}[\]()/.]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
const scrape = async () => (await metricsText()).body;

test('a gauge plugs in with one call and is read at each scrape; registering it again replaces the reader', async () => {
  let depth = 3;
  registerGauge('panui_test_outbox_depth', 'Messages waiting to be sent.', () => depth);
  expect(await scrape()).toMatch(/^# HELP panui_test_outbox_depth Messages waiting to be sent\.$/m);
  expect(sample(await scrape(), 'panui_test_outbox_depth')).toBe(3);
  depth = 7;
  expect(sample(await scrape(), 'panui_test_outbox_depth')).toBe(7);
  // Another route bundle registering the same gauge: one series, the newest reader.
  registerGauge('panui_test_outbox_depth', 'Messages waiting to be sent.', async () => 11);
  const text = await scrape();
  expect(text.match(/^panui_test_outbox_depth /gm)).toHaveLength(1);
  expect(sample(text, 'panui_test_outbox_depth')).toBe(11);
});

test('a gauge whose reader fails keeps its last value, is logged, and the scrape still answers', async () => {
  let fail = false;
  registerGauge('panui_test_flaky_depth', 'A reader that can fail.', async () => {
    if (fail) throw new Error('database away');
    return 5;
  });
  expect(sample(await scrape(), 'panui_test_flaky_depth')).toBe(5);
  fail = true;
  const logs = captureLogs();
  const text = await scrape();
  logs.stop();
  expect(sample(text, 'panui_test_flaky_depth')).toBe(5);
  expect(text).toContain('panui_http_requests_total');
  expect(logs.lines()).toEqual([expect.objectContaining({ level: 'warn', gauge: 'panui_test_flaky_depth', err: expect.objectContaining({ message: 'database away' }) })]);
});

test('a rate limit refusal is counted by the limit that refused', async () => {
  resetRateLimits();
  const limit = { name: 'test-metrics-limit', points: 1, durationSeconds: 60 };
  const series = 'panui_rate_limit_refusals_total{limit="test-metrics-limit"}';
  const before = sample(await scrape(), series);
  await consumeRateLimit(limit, '203.0.113.9');
  await expect(consumeRateLimit(limit, '203.0.113.9')).rejects.toMatchObject({ status: 429 });
  await expect(consumeRateLimit(limit, '203.0.113.9')).rejects.toMatchObject({ status: 429 });
  expect(sample(await scrape(), series) - before).toBe(2);
});

test('without METRICS_TOKEN the endpoint is not there: 404, and nothing is written', async () => {
  const res = { end: jest.fn() } as unknown as ServerResponse;
  await expect(sendMetrics({ METRICS_TOKEN: undefined }, 'Bearer anything-at-all-0123456789abcdef', res)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  expect(res.end).not.toHaveBeenCalled();
});
