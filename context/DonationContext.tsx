import { createContext, type Dispatch, type ReactNode, useMemo, useReducer } from 'react';
import type { DonationEvent } from '@/lib/donation/donation-events';
import { donationReducer } from '@/lib/donation/donation-reducer';
import { DEFAULT_DONATION_STATE, type DonationState } from '@/lib/donation/donation-state';

export interface DonationContextValue {
  state: DonationState;
  /** Tells the flow what happened; the reducer works out the state and the step that follow. */
  dispatch: Dispatch<DonationEvent>;
}

export const DonationContext = createContext<DonationContextValue | null>(null);

/** Holds one donation's state (SPEC §3) for the screens of the flow; `initial` sets the entry point's values. */
export function DonationProvider({ children, initial }: { children: ReactNode; initial?: Partial<DonationState> }) {
  const [state, dispatch] = useReducer(donationReducer, initial, (values) => ({ ...DEFAULT_DONATION_STATE, ...values }));
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <DonationContext.Provider value={value}>{children}</DonationContext.Provider>;
}
