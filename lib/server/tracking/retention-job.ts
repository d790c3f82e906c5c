import { nzDay } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import { log } from '../observability/logger';
import { registerGauge } from '../observability/metrics';
import { deleteEventsBefore, rolledUpThrough, rollUpNextDay } from './analytics-roll-up-store';
import { pruneErrorReports } from './error-report-service';

export interface RetentionDeps {
  db: Db;
  now: () => Date;
  /** ANALYTICS_RETENTION_DAYS: New Zealand days of raw events kept before today. */
  analyticsRetentionDays: number;
  /** ERROR_RETENTION_DAYS. */
  errorRetentionDays: number;
  /** Events deleted a statement. */
  batchSize?: number;
}

export interface RetentionReport {
  /** New Zealand days rolled up in this run. */
  rolledUpDays: number;
  /** The last day the roll-up covers after this run, or null when there has never been an event. */
  rolledUpThrough: string | null;
  deletedEvents: number;
  prunedErrorGroups: number;
}

const DELETE_BATCH = 5_000;
const DAY_MS = 86_400_000;
/**
 * A day is rolled up once it has been over this long: an event's created_at is the time its
 * transaction began, so one still being written at midnight lands in a day that has just ended.
 */
const SETTLE_MS = 10 * 60_000;

/** The yyyy-MM-dd `days` after `day` (before, when negative), by the calendar alone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The retention job (decision 248): rolls every ended New Zealand day not yet rolled up into
 * analytics_event_days, one day a transaction; then deletes raw events older than the retention,
 * never from a day that is not rolled up; then forgets error groups not seen within theirs. Safe
 * to run on every instance at once and again at any time: each day is rolled up once.
 */
export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const now = deps.now();
  const lastEnded = addDays(nzDay(new Date(now.getTime() - SETTLE_MS)), -1);
  let rolledUpDays = 0;
  while (await rollUpNextDay(deps.db, lastEnded)) rolledUpDays++;

  const through = await rolledUpThrough(deps.db);
  const keepFrom = addDays(nzDay(now), -deps.analyticsRetentionDays);
  // Raw events are deleted only from days already rolled up, whatever the retention says.
  const deleteBefore = through === null ? null : [keepFrom, addDays(through, 1)].sort()[0]!;
  const deletedEvents = deleteBefore ? await deleteEventsBefore(deps.db, deleteBefore, deps.batchSize ?? DELETE_BATCH) : 0;

  const pruned = await pruneErrorReports(deps, deps.errorRetentionDays);
  return { rolledUpDays, rolledUpThrough: through, deletedEvents, prunedErrorGroups: pruned.groups };
}

/**
 * Runs the retention job now and every `hours`, on each instance (`npm start`); a failure is
 * logged, never fatal, and a run still going when the next is due is not doubled up. The time of
 * the last run that succeeded is the gauge panui_retention_last_success_seconds, to alert on.
 */
export function startRetentionJob(run: () => Promise<RetentionReport>, hours = 24): () => void {
  let running = false;
  let lastSuccess = 0;
  registerGauge('panui_retention_last_success_seconds', 'When the retention job (analytics roll-up, deletion of old events and error groups) last succeeded on this instance, in seconds since the epoch; 0 before its first success.', () => lastSuccess / 1000);
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await run();
      lastSuccess = Date.now();
      if (report.rolledUpDays || report.deletedEvents || report.prunedErrorGroups) {
        log().info({ ...report }, `Retention: rolled up ${report.rolledUpDays} days of analytics events, deleted ${report.deletedEvents} events and ${report.prunedErrorGroups} error groups`);
      }
    } catch (error) {
      log().error({ err: error }, 'Retention: the job failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), hours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
