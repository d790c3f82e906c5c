import type { Transaction } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { listOwnTransactions, toTransaction } from './transaction-store';

/** The caller's transactions, newest first: succeeded, failed and any still pending. */
export async function listTransactions(deps: { db: Db }, caller: Caller): Promise<Transaction[]> {
  return (await listOwnTransactions(deps.db, caller.uid)).map(toTransaction);
}
