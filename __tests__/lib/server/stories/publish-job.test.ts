import { startPublishJob } from '@/lib/server/stories/publish-job';
import { captureLogs } from '../../../helpers/captured-logs';

describe('startPublishJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once and then every given number of seconds until stopped', async () => {
    const publishDue = jest.fn(async () => 0);
    const stop = startPublishJob(publishDue, 15);
    expect(publishDue).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(45_000);
    expect(publishDue).toHaveBeenCalledTimes(4);
    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(publishDue).toHaveBeenCalledTimes(4);
  });

  it('0 seconds turns it off', () => {
    const publishDue = jest.fn(async () => 0);
    startPublishJob(publishDue, 0);
    expect(publishDue).not.toHaveBeenCalled();
  });

  it('logs a failed run and keeps going', async () => {
    const logs = captureLogs();
    const publishDue = jest.fn(async () => {
      throw new Error('database away');
    });
    const stop = startPublishJob(publishDue, 15);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(publishDue).toHaveBeenCalledTimes(2);
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Stories: the publish job failed', err: expect.objectContaining({ message: 'database away' }) }),
      expect.objectContaining({ level: 'error', msg: 'Stories: the publish job failed' }),
    ]);
    stop();
    logs.stop();
  });

  it('does not start a run while the last is still going', async () => {
    let finish: (() => void) | undefined;
    const publishDue = jest.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const logs = captureLogs();
    const stop = startPublishJob(publishDue, 15);
    await jest.advanceTimersByTimeAsync(45_000);
    expect(publishDue).toHaveBeenCalledTimes(1);
    finish!();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(publishDue).toHaveBeenCalledTimes(2);
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'info', msg: 'Stories: published 1 scheduled story', published: 1 })]);
    stop();
    logs.stop();
  });
});
