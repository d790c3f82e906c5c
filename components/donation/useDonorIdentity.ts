import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { useAdvanceDonation } from './useAdvanceDonation';

/**
 * A member who arrives signed in gives as themselves: not a new user, with their own email and
 * name. A donor who becomes a member during the flow (a visitor setting a password) stays a new
 * user, so the new user's steps (PERK_OPT_IN) still follow. Sign-in loads after the page: a
 * member who pressed on before it had loaded and landed on ANON_SUBSCRIPTION goes on to payment.
 */
export function useDonorIdentity(): void {
  const { user, member } = useAuth();
  const { state, dispatch } = useDonationContext();
  const signedIn = Boolean(user && !user.isAnonymous);
  const undecided = state.userStatus === 'unknown';
  const advance = useAdvanceDonation();
  const askedWhoTheyAre = state.step === 'ANON_SUBSCRIPTION';
  useEffect(() => {
    if (signedIn && undecided && askedWhoTheyAre) advance({ type: 'SIGNED_IN' });
  }, [signedIn, undecided, askedWhoTheyAre, advance]);
  useEffect(() => {
    if (!signedIn || !undecided) return;
    dispatch({
      type: 'SET',
      values: {
        isNewUser: false,
        userStatus: 'signed-in',
        hasFirebase: true,
        ...(member?.email ? { email: member.email } : {}),
        ...(member?.firstName ? { firstName: member.firstName } : {}),
        ...(member?.lastName ? { lastName: member.lastName } : {}),
      },
    });
  }, [signedIn, undecided, member?.email, member?.firstName, member?.lastName, dispatch]);
}
