import { createContext, type Dispatch, type ReactNode, useMemo, useReducer } from 'react';
import { DEFAULT_DONATION_STATE, type DonationAction, donationReducer, type DonationState } from '@/lib/donation/donation-state';

export interface DonationContextValue {
  state: DonationState;
  dispatch: Dispatch<DonationAction>;
}

export const DonationContext = createContext<DonationContextValue | null>(null);

/** Holds one donation's state (SPEC §3) for the screens of the flow; `initial` sets the entry point's values. */
export function DonationProvider({ children, initial }: { children: ReactNode; initial?: Partial<DonationState> }) {
  const [state, dispatch] = useReducer(donationReducer, initial, (values) => ({ ...DEFAULT_DONATION_STATE, ...values }));
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <DonationContext.Provider value={value}>{children}</DonationContext.Provider>;
}
