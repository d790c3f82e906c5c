import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';

/**
 * A member who arrives signed in gives as themselves: not a new user, with their own email and
 * name. A donor who becomes a member during the flow (a visitor setting a password) stays a new
 * user, so the new user's steps (PERK_OPT_IN) still follow. Sign-in loads after the page: a
 * member who pressed on before it had loaded and landed on ANON_SUBSCRIPTION goes on to payment
 * (the reducer moves them on).
 */
export function useDonorIdentity(): void {
  const { user, member } = useAuth();
  const { state, dispatch } = useDonationContext();
  const signedIn = Boolean(user && !user.isAnonymous);
  const undecided = state.userStatus === 'unknown';
  useEffect(() => {
    if (!signedIn || !undecided) return;
    dispatch({ type: 'SIGNED_IN', profile: { email: member?.email, firstName: member?.firstName, lastName: member?.lastName } });
  }, [signedIn, undecided, member?.email, member?.firstName, member?.lastName, dispatch]);
}
