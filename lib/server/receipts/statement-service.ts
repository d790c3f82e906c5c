import { type StatementPeriod, nzCalendarYearOf, nzTaxYearOf } from '@/lib/dates/statement-periods';
import type { Statement, StatementYears } from '@/lib/schemas/receipts';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { fullName } from '../members/member-store';
import { findMemberByUid } from '../members/member-store';
import { buildStatement } from './statement-document';
import { periodBounds } from './statement-period-bounds';
import { listGivingTimes, listPaymentsTakenBetween } from './statement-store';
import type { TaxIdentity } from './tax-identity';

export interface StatementDeps {
  db: Db;
  clock: () => Date;
  tax: TaxIdentity;
}

const newestFirst = (years: Iterable<number>) => [...new Set(years)].sort((a, b) => b - a);

/** POST /api/tsom/payments/statement-years: the tax years and calendar years the caller gave in (and kept), newest first. */
export async function listStatementYears(deps: StatementDeps, caller: Caller): Promise<StatementYears> {
  const times = await listGivingTimes(deps.db, caller.uid);
  return { taxYears: newestFirst(times.map(nzTaxYearOf)), calendarYears: newestFirst(times.map(nzCalendarYearOf)) };
}

/** A member's statement for the period, as of now: their own payments in it, whoever asks (the member, or the April run). */
export async function statementOf(deps: StatementDeps, uid: string, period: StatementPeriod, fallbackEmail: string | null = null): Promise<Statement> {
  const { start, end } = periodBounds(period);
  const [member, rows] = await Promise.all([findMemberByUid(deps.db, uid), listPaymentsTakenBetween(deps.db, uid, start, end)]);
  const donor = { name: member?.name ?? fullName(member?.firstName, member?.lastName), email: member?.email ?? fallbackEmail };
  return buildStatement(deps.tax, { kind: period.kind, year: period.year }, donor, rows, deps.clock());
}

/** POST /api/tsom/payments/statement: the caller's statement (a period without payments answers an empty one). */
export const getStatement = (deps: StatementDeps, caller: Caller, period: StatementPeriod): Promise<Statement> => statementOf(deps, caller.uid, period, caller.email);
