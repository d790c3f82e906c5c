import { useEffect } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { listPaymentMethods } from '@/lib/api/payments';
import type { DonationPaymentMethod } from '@/lib/donation/donation-state';

/**
 * Loads a signed-in member's saved cards into the donation state (`paymentMethods`), then hands
 * them to `onLoaded`. A failed load shows no saved cards: a new card still works.
 */
export function useSavedCards(signedIn: boolean, onLoaded: (cards: DonationPaymentMethod[]) => void = () => undefined): readonly DonationPaymentMethod[] {
  const { state, dispatch } = useDonationContext();
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    listPaymentMethods()
      .then((found) => {
        if (!current) return;
        const cards = found.map(({ paymentMethodId, isSub, brand, last4 }) => ({ paymentMethodId, isSub, brand, last4 }));
        dispatch({ type: 'CARDS_LOADED', cards });
        onLoaded(cards);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Loaded once per sign-in; onLoaded is read when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new callback each render must not reload the cards
  }, [signedIn, dispatch]);
  return state.paymentMethods;
}
