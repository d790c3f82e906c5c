import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema/payments';

/** A 3-D Secure challenge of the sandbox, as its bank screen shows it. */
export interface SandboxChallenge {
  intentId: string;
  amount: number;
  last4: string;
  state: 'waiting' | 'completed' | 'failed';
}

const sameSecret = (given: string, stored: string | null) => {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

const lastDigits = (providerPaymentMethodId: string) => /^pm_sbx_[a-z]+_(\d{4})_/.exec(providerPaymentMethodId)?.[1] ?? /\d{4}$/.exec(providerPaymentMethodId)?.[0] ?? '••••';

/** The challenge of `intentId` when `clientSecret` is its own; undefined for a made-up id or a wrong secret alike. */
export async function findSandboxChallenge(db: Db, intentId: string, clientSecret: string): Promise<SandboxChallenge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, intentId));
  if (!row || !sameSecret(clientSecret, row.clientSecret)) return undefined;
  const state = row.outcome === 'requires_action' ? 'waiting' : row.outcome === 'succeeded' ? 'completed' : 'failed';
  return { intentId: row.id, amount: row.amount, last4: lastDigits(row.providerPaymentMethodId.replace(/__\w+$/, '')), state };
}

/**
 * The cardholder's answer on the bank screen: `complete` makes the charge, `fail` declines it.
 * Only a waiting challenge changes (one conditional update), so a second answer, a replay or a
 * concurrent click changes nothing; answers whether this call decided it.
 */
export async function decideSandboxChallenge(db: Db, intentId: string, decision: 'complete' | 'fail'): Promise<boolean> {
  const outcome = decision === 'complete' ? { outcome: 'succeeded' as const, declineCode: null } : { outcome: 'declined' as const, declineCode: 'authentication_failed' };
  const rows = await db
    .update(sandboxCharges)
    .set(outcome)
    .where(and(eq(sandboxCharges.id, intentId), eq(sandboxCharges.outcome, 'requires_action')))
    .returning({ id: sandboxCharges.id });
  return rows.length > 0;
}
