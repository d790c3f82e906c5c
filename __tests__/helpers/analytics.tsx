import type { ReactNode } from 'react';
import { AnalyticsContext, type AnalyticsContextValue } from '@/context/AnalyticsProvider';

/** An analytics context whose `track` is a jest mock, for components that report events. */
export function analyticsSpy() {
  const track = jest.fn<void, Parameters<AnalyticsContextValue['track']>>();
  const value: AnalyticsContextValue = { track, eventQueue: [], loaded: true, loggedIn: false };
  const wrapper = ({ children }: { children: ReactNode }) => <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
  return { track, wrapper };
}
