import { isoInNz } from '@/lib/dates/nz-time';
import { nzTaxYearOf } from '@/lib/dates/statement-periods';
import type { Db } from '../db/client';
import { fullName } from '../members/member-store';
import { periodBounds } from './statement-period-bounds';
import { advanceStatementRun, claimStatementRun, finishStatementRun, findStatementRun } from './statement-run-store';
import { donorsBetween } from './statement-store';

/** A donor whose tax-year statement is to be emailed. */
export interface StatementDonor {
  uid: string;
  email: string;
  name: string | null;
}

/**
 * Hands one donor's statement email to the outbox. `key` names the message (one per member and
 * tax year), so the outbox sends it once however often the run is repeated or resumed.
 */
export type SendStatementEmail = (donor: StatementDonor, taxYear: number, key: string) => Promise<void>;

export interface StatementSendDeps {
  db: Db;
  clock: () => Date;
  sendStatementEmail: SendStatementEmail;
  /** Donors per page (one heartbeat and one cursor write each). */
  batchSize?: number;
}

/** The outbox's idempotency key of a statement email. */
export const statementEmailKey = (uid: string, taxYear: number) => `statement-email:tax-year-${taxYear}:${uid}`;

/** An unfinished run whose instance has not written for this long stopped; another may take it over. */
export const STALE_RUN_MS = 10 * 60_000;

export type StatementRunReport =
  | { taxYear: number; outcome: 'sent'; sent: number; total: number }
  | { taxYear: number; outcome: 'already-sent'; sent: number; finishedAt: Date }
  | { taxYear: number; outcome: 'running-elsewhere' };

/**
 * Emails every donor who gave (and kept giving) in the tax year their statement: members with an
 * email and a payment that took money in it, not refunded in full (decision 223). The run is
 * claimed in `statement_runs`, so one instance works on a year at a time, a stopped run goes on
 * after the last donor it recorded, and a finished year is not sent again. Each email carries the
 * key of its member and year.
 */
export async function sendTaxYearStatements(deps: StatementSendDeps, taxYear: number): Promise<StatementRunReport> {
  const now = deps.clock();
  const run = await claimStatementRun(deps.db, taxYear, now, new Date(now.getTime() - STALE_RUN_MS));
  if (!run) {
    const existing = await findStatementRun(deps.db, taxYear);
    if (existing?.finishedAt) return { taxYear, outcome: 'already-sent', sent: existing.sent, finishedAt: existing.finishedAt };
    return { taxYear, outcome: 'running-elsewhere' };
  }
  const { start, end } = periodBounds({ kind: 'tax-year', year: taxYear });
  const batchSize = deps.batchSize ?? 100;
  let afterUid = run.afterUid;
  let sent = 0;
  for (;;) {
    const donors = await donorsBetween(deps.db, start, end, afterUid, batchSize);
    for (const donor of donors) {
      await deps.sendStatementEmail({ uid: donor.uid, email: donor.email, name: donor.name ?? fullName(donor.firstName, donor.lastName) }, taxYear, statementEmailKey(donor.uid, taxYear));
    }
    const last = donors.at(-1);
    if (last) {
      afterUid = last.uid;
      sent += donors.length;
      await advanceStatementRun(deps.db, taxYear, last.uid, donors.length, deps.clock());
    }
    if (donors.length < batchSize) break;
  }
  await finishStatementRun(deps.db, taxYear, deps.clock());
  return { taxYear, outcome: 'sent', sent, total: run.sent + sent };
}

/** Statements go out from 9 am New Zealand time on 1 April, through April: the tax year has ended and the day has begun. */
const SEND_FROM_HOUR = 9;

/**
 * The tax year whose statements are due at `now`: the one that ended on 31 March, while it is
 * April in New Zealand and past 9 am on the 1st; null at any other time of year.
 */
export function dueStatementYear(now: Date): number | null {
  const wall = isoInNz(now);
  const [month, day, hour] = [wall.slice(5, 7), wall.slice(8, 10), Number(wall.slice(11, 13))];
  if (month !== '04' || (day === '01' && hour < SEND_FROM_HOUR)) return null;
  return nzTaxYearOf(now) - 1;
}
