import type { StatementRunReport } from './statement-send-service';

/** How often each instance looks whether April's statements are due: cheap when they are not (no query). */
export const STATEMENT_JOB_MINUTES = 60;

/**
 * Runs the April statement job now and every hour on each instance (decision 223); failures are
 * logged, never fatal, and a run still going when the next is due is not doubled up. The run
 * itself is claimed in the database, so instances running it at once send each statement once.
 */
export function startStatementJob(sendDue: () => Promise<StatementRunReport | null>, minutes = STATEMENT_JOB_MINUTES): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await sendDue();
      if (report?.outcome === 'sent') console.log(`[statements] sent ${report.sent} statement emails for the ${report.taxYear} tax year`);
    } catch (error) {
      console.error('[statements] the April statement run failed:', error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
