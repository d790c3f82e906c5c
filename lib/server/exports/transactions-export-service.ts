import type { Writable } from 'node:stream';
import { isoInNz } from '@/lib/dates/nz-time';
import { TransactionsExportQuery } from '@/lib/schemas/desk-exports';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { AppError } from '../http/errors';
import { requireStaff } from '../staff/staff-access';
import { type CsvCell, decimalCents } from './csv-format';
import { type CsvStreamOutcome, writeCsv } from './csv-stream';
import { ADMINISTRATORS_ONLY, type ExportDeps, type OnDownloadStart } from './export-deps';
import { exportBounds } from './export-range';
import { countTransactionsBetween, type ExportBounds, type TransactionCursor, type TransactionExportRow, transactionBatchAfter } from './transaction-export-store';

const HEADER = ['Transaction id', 'Date (NZ time)', 'Member uid', 'Email', 'Amount (NZD)', 'Refunded (NZD)', 'Status', 'Type', 'Interval', 'Placement', 'Provider', 'Description'];

/** "2026-04-01 00:30:00": New Zealand wall time, which spreadsheets read as a date and time. */
const nzDateTime = (at: Date) => isoInNz(at).slice(0, 19).replace('T', ' ');

const transactionCells = (row: TransactionExportRow): CsvCell[] => [
  row.id,
  nzDateTime(row.createdAt),
  row.memberUid,
  row.email,
  decimalCents(row.amount),
  decimalCents(row.refundedAmount),
  row.status,
  row.paymentType,
  row.billingInterval,
  row.placement,
  row.provider,
  row.description,
];

async function* transactionBatches(deps: ExportDeps, bounds: ExportBounds): AsyncGenerator<CsvCell[][]> {
  let cursor: TransactionCursor | null = null;
  for (;;) {
    const rows = await transactionBatchAfter(deps.db, bounds, cursor, deps.batchSize);
    if (rows.length > 0) yield rows.map(transactionCells);
    const last = rows.at(-1);
    if (!last || rows.length < deps.batchSize) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

function checkedRange(range: TransactionsExportQuery): TransactionsExportQuery {
  const parsed = TransactionsExportQuery.safeParse(range);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('VALIDATION_FAILED', 400, `Invalid query: ${issue?.path.join('.') || 'range'} ${issue?.message ?? 'is not a date range'}`);
}

/**
 * GET /api/desk/exports/transactions.csv: every transaction made in the New Zealand days
 * `range.from` to `range.to` (both included), oldest first, streamed to `writable` in batches
 * (decision 199). Administrators only: anyone else is refused before a row is read. `onStart`
 * hears the file's name and row count before the first byte; the writable is ended at the end.
 * The scale bench calls this directly with a file or a counting stream.
 */
export async function streamTransactionsCsv(
  deps: ExportDeps,
  staffUid: string,
  range: TransactionsExportQuery,
  writable: Writable,
  onStart: OnDownloadStart = () => undefined,
): Promise<CsvStreamOutcome> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const checked = checkedRange(range);
  const bounds = exportBounds(checked);
  const totalRows = await countTransactionsBetween(deps.db, bounds);
  onStart({ filename: `panui-transactions-${checked.from}-to-${checked.to}.csv`, totalRows });
  return writeCsv(writable, HEADER, transactionBatches(deps, bounds));
}
