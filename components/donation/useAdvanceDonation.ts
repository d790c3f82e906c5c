import { useCallback } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { type DonationEvent, nextStep } from '@/lib/donation/donation-step-order';
import { toPlacement } from '@/lib/donation/donation-steps';

/** Moves the flow on from the current step (DESIGN §5), with what is known of the donor now. */
export function useAdvanceDonation(): (event: DonationEvent, facts?: { hasEveryNewsletter?: boolean }) => void {
  const { state, dispatch } = useDonationContext();
  const { user } = useAuth();
  const signedIn = Boolean(user && !user.isAnonymous);
  return useCallback(
    (event, facts = {}) => {
      const step = nextStep(state.step, event, {
        signedIn,
        isNewUser: state.isNewUser,
        placement: toPlacement(state.donationLocation),
        hasEveryNewsletter: facts.hasEveryNewsletter ?? false,
      });
      dispatch({ type: 'SET_STEP', step });
    },
    [dispatch, signedIn, state.step, state.isNewUser, state.donationLocation],
  );
}
