import type { Caller } from '../auth/verify-id-token';
import { isUniqueViolation } from '../db/errors';
import type { Customer } from '../providers/payments/payment-provider';
import type { PaymentDeps } from './payment-deps';
import { findMemberByUid, insertMemberIfMissing, updateMemberRow } from '../members/member-store';

/**
 * The caller as a paying customer. A donor pays before the donation flow creates their member
 * (DESIGN §5: PAYMENT_FORM, then CREATE_USER), so a bare member row is made here when missing;
 * an email another member holds is left off it.
 */
export async function payingCustomer(deps: PaymentDeps, caller: Caller, emailHint?: string): Promise<Customer> {
  let row = await findMemberByUid(deps.db, caller.uid);
  if (!row) {
    const email = caller.email ?? emailHint ?? null;
    try {
      await insertMemberIfMissing(deps.db, caller.uid, email);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await insertMemberIfMissing(deps.db, caller.uid, null);
    }
    row = await findMemberByUid(deps.db, caller.uid);
    if (!row) throw new Error('member row missing after insert');
  }
  const customer: Customer = { uid: row.uid, email: row.email ?? caller.email ?? emailHint ?? null, name: row.name, providerCustomerId: row.stripeCustomerId };
  const providerCustomerId = await deps.provider.ensureCustomer(customer);
  if (providerCustomerId && providerCustomerId !== row.stripeCustomerId) {
    await updateMemberRow(deps.db, row.uid, { stripeCustomerId: providerCustomerId });
    await deps.onCustomerLinked?.(providerCustomerId);
  }
  return { ...customer, providerCustomerId };
}
