import type { Writable } from 'node:stream';
import { nzDay } from '@/lib/dates/nz-time';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { requireStaff } from '../staff/staff-access';
import { type CsvCell, decimalCents } from './csv-format';
import { type CsvStreamOutcome, writeCsv } from './csv-stream';
import { ADMINISTRATORS_ONLY, type ExportDeps, type OnDownloadStart } from './export-deps';
import { countMembers, listNewsletterColumns, type MemberExportRow, memberBatchAfter, type NewsletterConsentRow, newsletterConsentsOf } from './member-export-store';
import { supporterStateOf } from './supporter-state';

type NewsletterColumn = Awaited<ReturnType<typeof listNewsletterColumns>>[number];

const STATUS_RANK = { active: 3, pending: 2, unsubscribed: 1 } as const;

/** "active since 2026-03-04" / "pending" / "unsubscribed", or an empty cell when the member never subscribed. */
function consentCell(row: NewsletterConsentRow | undefined): string | null {
  if (!row) return null;
  if (row.status === 'active') return `active since ${nzDay(row.consentAt ?? row.createdAt)}`;
  return row.status;
}

/** Each member's strongest subscription per list (found by uid or by email: one made before signing up has no uid). */
function consentsByMember(batch: MemberExportRow[], consents: NewsletterConsentRow[]): Map<string, Map<string, NewsletterConsentRow>> {
  const uidByEmail = new Map(batch.filter((member) => member.email).map((member) => [member.email!.toLowerCase(), member.uid]));
  const result = new Map<string, Map<string, NewsletterConsentRow>>();
  for (const consent of consents) {
    const uid = consent.memberUid ?? uidByEmail.get(consent.email.toLowerCase());
    if (!uid) continue;
    const lists = result.get(uid) ?? new Map<string, NewsletterConsentRow>();
    const held = lists.get(consent.listId);
    if (!held || STATUS_RANK[consent.status] > STATUS_RANK[held.status]) lists.set(consent.listId, consent);
    result.set(uid, lists);
  }
  return result;
}

const displayName = (row: MemberExportRow) => row.name ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || null);

function memberCells(row: MemberExportRow, columns: NewsletterColumn[], consents: Map<string, NewsletterConsentRow> | undefined): CsvCell[] {
  return [
    row.uid,
    row.email,
    displayName(row),
    row.type,
    nzDay(row.createdAt),
    supporterStateOf(row),
    decimalCents(row.totalGiven),
    ...columns.map((column) => consentCell(consents?.get(column.listId))),
  ];
}

async function* memberBatches(deps: ExportDeps, columns: NewsletterColumn[], now: Date): AsyncGenerator<CsvCell[][]> {
  let afterUid: string | null = null;
  for (;;) {
    const batch = await memberBatchAfter(deps.db, afterUid, deps.batchSize, now);
    const last = batch.at(-1);
    if (!last) return;
    const emails = batch.flatMap((member) => (member.email ? [member.email.toLowerCase()] : []));
    const consents = consentsByMember(batch, await newsletterConsentsOf(deps.db, batch.map((member) => member.uid), emails));
    yield batch.map((member) => memberCells(member, columns, consents.get(member.uid)));
    if (batch.length < deps.batchSize) return;
    afterUid = last.uid;
  }
}

/**
 * GET /api/desk/exports/members.csv: every member with their supporter state, what they have
 * given (less refunds) and their consent on each newsletter list, streamed to `writable` in
 * batches (decision 199). Administrators only, refused before a row is read.
 */
export async function streamMembersCsv(deps: ExportDeps, staffUid: string, writable: Writable, onStart: OnDownloadStart = () => undefined): Promise<CsvStreamOutcome> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const now = deps.now();
  const [totalRows, columns] = await Promise.all([countMembers(deps.db), listNewsletterColumns(deps.db)]);
  onStart({ filename: `panui-members-${nzDay(now)}.csv`, totalRows });
  const header = ['Member uid', 'Email', 'Name', 'Type', 'Joined (NZ date)', 'Supporter state', 'Total given (NZD)', ...columns.map((column) => `Newsletter: ${column.name}`)];
  return writeCsv(writable, header, memberBatches(deps, columns, now));
}
