import { useContext } from 'react';
import { DonationContext, type DonationContextValue } from '@/context/DonationContext';

export function useDonationContext(): DonationContextValue {
  const value = useContext(DonationContext);
  if (!value) throw new Error('useDonationContext must be used within a DonationProvider');
  return value;
}
