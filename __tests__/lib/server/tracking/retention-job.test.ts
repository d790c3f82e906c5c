import { metricsText } from '@/lib/server/observability/metrics';
import { type RetentionReport, startRetentionJob } from '@/lib/server/tracking/retention-job';
import { captureLogs } from '../../../helpers/captured-logs';

const lastSuccess = async () => Number(/^panui_retention_last_success_seconds (\S+)$/m.exec((await metricsText()).body)?.[1] ?? NaN);
const quiet: RetentionReport = { rolledUpDays: 0, rolledUpThrough: '2026-04-19', deletedEvents: 0, prunedErrorGroups: 0 };

describe('startRetentionJob', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-04-20T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('runs at once and then daily, and says when it last succeeded on the metrics page', async () => {
    const run = jest.fn(async () => quiet);
    const stop = startRetentionJob(run);
    await jest.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await lastSuccess()).toBe(Date.parse('2026-04-20T00:00:00Z') / 1000);
    await jest.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(await lastSuccess()).toBe(Date.parse('2026-04-22T00:00:00Z') / 1000);
    stop();
  });

  it('logs what a run did, and a failed run, which leaves the last success as it was', async () => {
    const logs = captureLogs();
    const run = jest
      .fn<Promise<RetentionReport>, []>()
      .mockResolvedValueOnce({ rolledUpDays: 2, rolledUpThrough: '2026-04-19', deletedEvents: 1_500, prunedErrorGroups: 3 })
      .mockRejectedValueOnce(new Error('database away'));
    const stop = startRetentionJob(run);
    await jest.advanceTimersByTimeAsync(0);
    const succeeded = await lastSuccess();
    await jest.advanceTimersByTimeAsync(86_400_000);
    expect(await lastSuccess()).toBe(succeeded);
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Retention: rolled up 2 days of analytics events, deleted 1500 events and 3 error groups', deletedEvents: 1_500 }),
      expect.objectContaining({ level: 'error', msg: 'Retention: the job failed', err: expect.objectContaining({ message: 'database away' }) }),
    ]);
    stop();
    logs.stop();
  });
});
