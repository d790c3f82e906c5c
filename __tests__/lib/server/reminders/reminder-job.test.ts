import { REMINDER_JOB_HOURS, startReminderJob } from '@/lib/server/reminders/reminder-job';
import type { ReminderReport } from '@/lib/server/reminders/reminder-service';
import { captureLogs } from '../../../helpers/captured-logs';

const DAY_MS = REMINDER_JOB_HOURS * 3_600_000;
const nothing: ReminderReport = { cardsExpiring: 0, renewalReminders: 0, failed: 0 };

describe('startReminderJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once and then daily until stopped; a run that queued nothing logs nothing', async () => {
    const logs = captureLogs();
    const sendDue = jest.fn(async () => nothing);
    const stop = startReminderJob(sendDue);
    expect(sendDue).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(sendDue).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(sendDue).toHaveBeenCalledTimes(3);
    expect(logs.lines()).toEqual([]);
    logs.stop();
  });

  it('logs what a run queued, and a failed run, and keeps going', async () => {
    const logs = captureLogs();
    const sendDue = jest
      .fn<Promise<ReminderReport>, []>()
      .mockResolvedValueOnce({ cardsExpiring: 2, renewalReminders: 1, failed: 0 })
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(nothing);
    const stop = startReminderJob(sendDue);
    await jest.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(sendDue).toHaveBeenCalledTimes(3);
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Reminders: 2 card-expiring, 1 renewal reminders queued, 0 failed', cardsExpiring: 2 }),
      expect.objectContaining({ level: 'error', msg: 'Reminders: the daily run failed', err: expect.objectContaining({ message: 'database away' }) }),
    ]);
    stop();
    logs.stop();
  });

  it('does not start a run while the last is still going', async () => {
    let finish: (() => void) | undefined;
    const sendDue = jest.fn(() => new Promise<ReminderReport>((resolve) => (finish = () => resolve(nothing))));
    const stop = startReminderJob(sendDue);
    await jest.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(sendDue).toHaveBeenCalledTimes(1);
    finish!();
    await jest.advanceTimersByTimeAsync(DAY_MS);
    expect(sendDue).toHaveBeenCalledTimes(2);
    stop();
  });
});
