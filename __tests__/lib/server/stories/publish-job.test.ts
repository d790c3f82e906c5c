import { startPublishJob } from '@/lib/server/stories/publish-job';

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
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const publishDue = jest.fn(async () => {
      throw new Error('database away');
    });
    const stop = startPublishJob(publishDue, 15);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(publishDue).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[stories] publish job failed:', expect.any(Error));
    stop();
    error.mockRestore();
  });

  it('does not start a run while the last is still going', async () => {
    let finish: (() => void) | undefined;
    const publishDue = jest.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const stop = startPublishJob(publishDue, 15);
    await jest.advanceTimersByTimeAsync(45_000);
    expect(publishDue).toHaveBeenCalledTimes(1);
    finish!();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(publishDue).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('[stories] published 1 scheduled story');
    stop();
    log.mockRestore();
  });
});
