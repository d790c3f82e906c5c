import { log } from '../observability/logger';
import type { ReminderReport } from './reminder-service';

/** Once a day per instance: the reminders are about months and days, and each is keyed, so more often would only repeat the queries. */
export const REMINDER_JOB_HOURS = 24;

/**
 * Runs the reminders (cards expiring, yearly renewals) now and every day on each instance
 * (decision 270); failures are logged, never fatal, and a run still going when the next is due is
 * not doubled up. Two instances running at once queue each email once: its key is unique.
 */
export function startReminderJob(sendDue: () => Promise<ReminderReport>, hours = REMINDER_JOB_HOURS): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await sendDue();
      if (report.cardsExpiring || report.renewalReminders || report.failed) {
        log().info({ ...report }, `Reminders: ${report.cardsExpiring} card-expiring, ${report.renewalReminders} renewal reminders queued, ${report.failed} failed`);
      }
    } catch (error) {
      log().error({ err: error }, 'Reminders: the daily run failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), hours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
