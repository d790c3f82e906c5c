import { useContext } from 'react';
import { AnalyticsContext, type AnalyticsContextValue } from '@/context/AnalyticsProvider';

export function useAnalytics(): AnalyticsContextValue {
  const value = useContext(AnalyticsContext);
  if (!value) throw new Error('useAnalytics must be used within an AnalyticsProvider');
  return value;
}
