import { CLIENT_LOG_LIMITS, type ClientLogEntry } from '@/lib/schemas/client-log';
import { DESK_ERRORS_LIMIT, type DeskErrorList } from '@/lib/schemas/desk-errors';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { scrubText } from '../observability/log-redaction';
import { countErrorReport as countReceived } from '../observability/metrics';
import type { ErrorForwarder, ErrorReport } from '../providers/error-tracking/error-forwarder';
import { requireStaff } from '../staff/staff-access';
import { errorFingerprint, firstFrame, normaliseMessage, samplePath } from './error-fingerprint';
import { countErrorReport, hourOf, pruneErrorGroups, topErrorGroups } from './error-report-store';

export interface ErrorReportDeps {
  db: Db;
  now: () => Date;
  /** The error tracker reports are also sent to (SENTRY_DSN), or null. */
  forwarder: ErrorForwarder | null;
  /** Host names whose referrers we keep (SPEC §5). */
  ownHosts: Set<string>;
}

export interface ClientLogContext {
  /** From the request headers, used when the body leaves them out. */
  headerUserAgent?: string;
  headerReferrer?: string;
}

export interface ServerErrorContext {
  /** The route's pattern (`/api/tsom/payments`, `/[category]/[date]/[slug]`), never its URL. */
  route: string;
  requestId?: string;
}

const DAY_MS = 86_400_000;
const ADMINISTRATORS_ONLY = 'Only administrators can see the site’s errors.';

function ownReferrer(referrer: string | undefined, hosts: Set<string>): string | null {
  if (!referrer) return null;
  try {
    return hosts.has(new URL(referrer).hostname.toLowerCase()) ? referrer.slice(0, CLIENT_LOG_LIMITS.referrer) : null;
  } catch {
    return null;
  }
}

const scrubbed = (text: string | null | undefined) => (text ? scrubText(text) : null);

/** Counts the report in its group, then hands it to the error tracker, which sends it in the background. */
async function record(deps: ErrorReportDeps, report: ErrorReport): Promise<{ fingerprint: string }> {
  countReceived(report.source);
  await countErrorReport(deps.db, report);
  deps.forwarder?.forward(report);
  return { fingerprint: report.fingerprint };
}

/**
 * POST /api/logger (SPEC §7): a browser's report, already capped and made one line by the schema,
 * grouped by fingerprint. The user agent is cut to 200 characters and the referrer to 500 and
 * kept only from our own hosts (SPEC §5); addresses, card numbers and tokens are scrubbed from
 * the text as they are from the server's logs (decision 241).
 */
export async function recordClientError(deps: ErrorReportDeps, entry: ClientLogEntry, context: ClientLogContext): Promise<{ fingerprint: string }> {
  const message = scrubText(entry.message);
  const frame = firstFrame(entry.callstack);
  const normalised = normaliseMessage(message);
  return record(deps, {
    source: 'browser',
    fingerprint: errorFingerprint('browser', normalised, frame),
    message: normalised,
    firstFrame: frame,
    errorName: entry.error?.name ?? null,
    at: deps.now(),
    sample: {
      message,
      callstack: scrubbed(entry.callstack),
      userAgent: (entry.userAgent ?? context.headerUserAgent ?? '').slice(0, CLIENT_LOG_LIMITS.userAgent) || null,
      path: scrubbed(samplePath(entry.url)),
      referrer: scrubbed(ownReferrer(entry.referrer ?? context.headerReferrer, deps.ownHosts)),
      requestId: null,
    },
  });
}

/** An unexpected error in an API call or a page (a 500), grouped the same way as the browsers' reports. */
export async function recordServerError(deps: ErrorReportDeps, error: unknown, context: ServerErrorContext): Promise<{ fingerprint: string }> {
  const thrown = error instanceof Error ? error : new Error(String(error));
  const message = scrubText(thrown.message || thrown.name).slice(0, CLIENT_LOG_LIMITS.message);
  const callstack = thrown.stack ? scrubText(thrown.stack).slice(0, CLIENT_LOG_LIMITS.callstack) : null;
  const frame = firstFrame(callstack, process.cwd());
  const normalised = normaliseMessage(message);
  return record(deps, {
    source: 'server',
    fingerprint: errorFingerprint('server', normalised, frame),
    message: normalised,
    firstFrame: frame,
    errorName: thrown.name,
    at: deps.now(),
    sample: { message, callstack, userAgent: null, path: context.route, referrer: null, requestId: context.requestId ?? null },
  });
}

/** GET /api/desk/errors and /desk/errors: the groups reported most in the last 24 hours; administrators only. */
export async function topErrors(deps: ErrorReportDeps, staffUid: string): Promise<DeskErrorList> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const now = deps.now();
  const since = new Date(now.getTime() - DAY_MS);
  const groups = await topErrorGroups(deps.db, hourOf(since), DESK_ERRORS_LIMIT);
  return {
    asOf: now.toISOString(),
    since: since.toISOString(),
    errors: groups.map((group) => ({
      fingerprint: group.fingerprint,
      source: group.source,
      message: group.message,
      firstFrame: group.firstFrame,
      errorName: group.errorName,
      reportsInDay: group.recent,
      reports: group.reports,
      firstSeen: group.firstSeen.toISOString(),
      lastSeen: group.lastSeen.toISOString(),
      sample: { message: group.sampleMessage, callstack: group.sampleCallstack, userAgent: group.sampleUserAgent, path: group.samplePath, requestId: group.sampleRequestId },
    })),
  };
}

/** The retention job's part: error groups not seen for `days`, and hourly counts that old. */
export async function pruneErrorReports(deps: Pick<ErrorReportDeps, 'db' | 'now'>, days: number) {
  return pruneErrorGroups(deps.db, new Date(deps.now().getTime() - days * DAY_MS));
}
