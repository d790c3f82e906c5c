import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { cancelStaffInvite, changeStaffRole, fetchStaffOverview, inviteStaffMember } from '@/lib/api/desk-staff';
import type { StaffOverview } from '@/lib/schemas/desk-staff';
import type { StaffRole } from '@/lib/schemas/member-type';
import { type RoleChoice, withArticle } from './staff-labels';

/** The latest outcome, read out by the page's live region. */
export type StaffNotice = { kind: 'working' | 'done' | 'failed'; text: string } | null;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Try again.');

/**
 * The staff page's state: the list the server rendered, refreshed after each change (another
 * administrator may have changed it meanwhile), and what the last action did.
 */
export function useStaffDirectory(initial: StaffOverview) {
  const [overview, setOverview] = useState(initial);
  const [notice, setNotice] = useState<StaffNotice>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one change; answers whether it worked. The list is reloaded either way. */
  const run = useCallback(async (change: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    setNotice({ kind: 'working', text: 'Saving…' });
    let ok = false;
    try {
      setNotice({ kind: 'done', text: await change() });
      ok = true;
    } catch (error) {
      setNotice({ kind: 'failed', text: messageOf(error) });
    }
    try {
      setOverview(await fetchStaffOverview());
    } catch {
      // The change's own message already says what happened; the list stays as it was.
    }
    setBusy(false);
    return ok;
  }, []);

  const changeRole = (uid: string, who: string, role: RoleChoice) =>
    run(async () => {
      await changeStaffRole(uid, role);
      return role === 'standard' ? `${who} is no longer on the staff.` : `${who} is now ${withArticle(role)}.`;
    });

  const invite = (email: string, role: StaffRole) =>
    run(async () => {
      const answer = await inviteStaffMember(email, role);
      return answer.outcome === 'applied'
        ? `${email} already had an account and is now ${withArticle(role)}.`
        : `Invite saved: ${email} becomes ${withArticle(role)} when they first sign in with that email, verified.`;
    });

  const cancelInvite = (email: string) =>
    run(async () => {
      await cancelStaffInvite(email);
      return `The invite for ${email} is cancelled.`;
    });

  return { overview, notice, busy, changeRole, invite, cancelInvite };
}
