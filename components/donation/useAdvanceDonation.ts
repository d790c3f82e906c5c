import { useCallback } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useFeatureFlag } from '@/hooks/useFeatureFlag';
import { useDonationContext } from '@/hooks/useDonationContext';
import { type DonationEvent, nextStep } from '@/lib/donation/donation-step-order';
import { type PaymentPlacement, toPlacement } from '@/lib/donation/donation-steps';

const placementFor = (placement: PaymentPlacement, enhancedSignup: boolean): PaymentPlacement =>
  placement === 'ENHANCED_SIGNUP' && !enhancedSignup ? 'ONSITE' : placement;

/**
 * Moves the flow on from the current step (DESIGN §5), with what is known of the donor now. With
 * the enhancedSignup flag off, an ENHANCED_SIGNUP placement takes the ordinary steps (it still
 * travels in the payment metadata, so the gift's origin is known).
 */
export function useAdvanceDonation(): (event: DonationEvent, facts?: { hasEveryNewsletter?: boolean }) => void {
  const { state, dispatch } = useDonationContext();
  const { user } = useAuth();
  const signedIn = Boolean(user && !user.isAnonymous);
  const enhancedSignup = useFeatureFlag('enhancedSignup');
  return useCallback(
    (event, facts = {}) => {
      const step = nextStep(state.step, event, {
        signedIn,
        isNewUser: state.isNewUser,
        placement: placementFor(toPlacement(state.donationLocation), enhancedSignup),
        hasEveryNewsletter: facts.hasEveryNewsletter ?? false,
      });
      dispatch({ type: 'SET_STEP', step });
    },
    [dispatch, signedIn, enhancedSignup, state.step, state.isNewUser, state.donationLocation],
  );
}
