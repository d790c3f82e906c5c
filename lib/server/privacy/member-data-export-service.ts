import type { Writable } from 'node:stream';
import { describeWait } from '@/lib/describe-wait';
import { isoInNz, nzDay } from '@/lib/dates/nz-time';
import type { AdminAuth } from '../auth/firebase-admin';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { drained, ended, watchForDisconnect } from '../exports/csv-stream';
import { AppError } from '../http/errors';
import { consumeRateLimit, type RateLimit } from '../http/rate-limit';
import type { MemberDataFormat } from '@/lib/schemas/profile';
import { type MemberDataHeading, MEMBER_DATA_WRITERS, type MemberDataWriter } from './member-data-formats';
import { MEMBER_DATA_SECTIONS, type MemberDataOwner, type MemberDataRecord, type MemberDataSection, memberProfileOf } from './member-data-store';

export interface MemberDataDeps {
  db: Db;
  auth: Pick<AdminAuth, 'getUser'>;
  now: () => Date;
  siteName: string;
  /** Rows read per query and written per chunk; tests make it small to see many pages. */
  pageSize: number;
}

/** 500 rows a query: few round trips, and at most one page held while a slow reader catches up. */
export const MEMBER_DATA_PAGE_SIZE = 500;

/**
 * Three downloads an hour per member: enough to retry a failed one or take both formats, and a
 * wall for a script (or a stolen token) asking for the whole history over and over.
 */
export const MEMBER_DATA_RATE_LIMIT: RateLimit = { name: 'member-data-export', points: 3, durationSeconds: 3_600 };

/** What the response needs before the first byte. */
export interface MemberDataDownload {
  filename: string;
  contentType: string;
}

const firebaseTime = (time: string | undefined): string | null => (time ? isoInNz(new Date(time)) : null);

async function limitDownloads(uid: string): Promise<void> {
  try {
    await consumeRateLimit(MEMBER_DATA_RATE_LIMIT, uid);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const wait = Number(error.headers?.['Retry-After'] ?? MEMBER_DATA_RATE_LIMIT.durationSeconds);
    throw new AppError(
      'RATE_LIMITED',
      429,
      `You can download your data ${MEMBER_DATA_RATE_LIMIT.points} times an hour. Try again in ${describeWait(wait)}.`,
      undefined,
      error.headers,
    );
  }
}

/** The sign-in account Firebase keeps for us: how they sign in and when, never a password hash or token. */
async function accountOf(auth: MemberDataDeps['auth'], uid: string): Promise<MemberDataRecord | null> {
  try {
    const user = await auth.getUser(uid);
    return {
      email: user.email ?? null,
      emailConfirmed: user.emailVerified,
      displayName: user.displayName ?? null,
      signInMethods: user.providerData.map((provider) => provider.providerId).join(', ') || null,
      createdAt: firebaseTime(user.metadata.creationTime),
      lastSignInAt: firebaseTime(user.metadata.lastSignInTime),
      lastActiveAt: firebaseTime(user.metadata.lastRefreshTime ?? undefined),
      // Sign-ins from before this time no longer count: the account's creation, or the last "Sign out everywhere".
      sessionsValidSince: firebaseTime(user.tokensValidAfterTime),
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The file as text pieces, one page of one section at a time; the next page is read only when asked for. */
async function* memberDataChunks(deps: MemberDataDeps, owner: MemberDataOwner, writer: MemberDataWriter, heading: MemberDataHeading): AsyncGenerator<string> {
  yield writer.open(heading, MEMBER_DATA_SECTIONS);
  for (const section of MEMBER_DATA_SECTIONS) {
    yield writer.sectionStart(section);
    const total = yield* sectionChunks(deps, owner, writer, section);
    yield writer.sectionEnd(section, total);
  }
  yield writer.close();
}

async function* sectionChunks(deps: MemberDataDeps, owner: MemberDataOwner, writer: MemberDataWriter, section: MemberDataSection): AsyncGenerator<string, number> {
  let written = 0;
  let cursor: string | number | null = null;
  for (;;) {
    const page = await section.page(deps.db, owner, cursor, deps.pageSize);
    if (page.records.length > 0) yield writer.records(section, page.records, written);
    written += page.records.length;
    if (page.records.length < deps.pageSize || page.last === null) return written;
    cursor = page.last;
  }
}

/** Writes the pieces as they come, waiting for 'drain' when the reader is slow; false if they left first. */
async function writeChunks(writable: Writable, chunks: AsyncGenerator<string>): Promise<boolean> {
  const connection = watchForDisconnect(writable);
  try {
    for await (const chunk of chunks) {
      if (connection.gone) return false;
      if (!writable.write(chunk) && (connection.gone || !(await drained(writable)))) return false;
    }
    if (connection.gone) return false;
    await ended(writable);
    return !connection.gone;
  } finally {
    connection.stop();
  }
}

/**
 * GET /api/tsom/members/my-data: everything held about the signed-in member, as JSON or as one
 * readable HTML page (decision 300), streamed section by section in keyset pages (decision 301).
 * Only the caller's own rows, found by the verified uid (and their address, for newsletter
 * consents and emails); refused before anything is read for an anonymous caller or a fourth
 * download within the hour.
 */
export async function streamMemberData(
  deps: MemberDataDeps,
  caller: Caller,
  format: MemberDataFormat,
  writable: Writable,
  onStart: (download: MemberDataDownload) => void = () => undefined,
): Promise<{ completed: boolean }> {
  if (caller.isAnonymous) throw new AppError('ANONYMOUS_CALLER', 403, 'Sign in to your account to download your data.');
  await limitDownloads(caller.uid);
  const now = deps.now();
  const [profile, account] = await Promise.all([memberProfileOf(deps.db, caller), accountOf(deps.auth, caller.uid)]);
  // Rows kept by address (consents given before signing up, emails sent) are only theirs once they
  // have shown the address is theirs: anyone can open an account under someone else's address.
  const email = caller.emailVerified && typeof profile.email === 'string' ? profile.email.toLowerCase() : null;
  const writer = MEMBER_DATA_WRITERS[format];
  onStart({ filename: `panui-my-data-${nzDay(now)}.${writer.extension}`, contentType: writer.contentType });
  const heading = { siteName: deps.siteName, exportedAt: isoInNz(now), profile, account };
  return { completed: await writeChunks(writable, memberDataChunks(deps, { uid: caller.uid, email }, writer, heading)) };
}
