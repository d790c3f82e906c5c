import Script from 'next/script';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ANALYTICS_CURRENCY, type AnalyticsEventName, isMoneyEvent } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track-event';
import { useMember } from '@/hooks/useMember';

export interface QueuedEvent {
  eventName: AnalyticsEventName;
  data: Record<string, unknown>;
}

export interface AnalyticsContextValue {
  /** Sends an event now, or queues it until the analytics script has loaded (SPEC §3 Analytics state). */
  track(eventName: AnalyticsEventName, data?: Record<string, unknown>): void;
  /** Events waiting for the script. */
  eventQueue: readonly QueuedEvent[];
  loaded: boolean;
  /** Derived from the member's uid. */
  loggedIn: boolean;
}

export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * SPEC §3's analytics state: an event queue and a loaded flag. Events wait in the queue until the
 * analytics script (NEXT_PUBLIC_ANALYTICS_SCRIPT_URL, a tag manager) has loaded, then go to it
 * (`dataLayer`) and to POST /api/analytics/track-event. Without a configured script the queue is
 * released as soon as the page has hydrated. Every event carries `logged_in`; money events NZD.
 */
export function AnalyticsProvider({ children, scriptUrl = process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL }: { children: ReactNode; scriptUrl?: string }) {
  const { member } = useMember();
  const [loaded, setLoaded] = useState(false);
  const [eventQueue, setEventQueue] = useState<readonly QueuedEvent[]>([]);
  // Refs, so an event tracked while the queue is being released still goes out in order.
  const loadedRef = useRef(false);
  const queueRef = useRef<QueuedEvent[]>([]);
  const memberRef = useRef(member);
  useEffect(() => {
    memberRef.current = member;
  }, [member]);

  const send = useCallback(
    (event: QueuedEvent) => {
      const current = memberRef.current;
      const data = { ...event.data, logged_in: Boolean(current?.uid), ...(isMoneyEvent(event.eventName) ? { currency: ANALYTICS_CURRENCY } : {}) };
      if (scriptUrl) ((window as DataLayerWindow).dataLayer ??= []).push({ event: event.eventName, ...data });
      trackEvent(event.eventName, data, current?.email || undefined);
    },
    [scriptUrl],
  );

  const markLoaded = useCallback(() => {
    if (loadedRef.current) return;
    loadedRef.current = true;
    queueRef.current.splice(0).forEach(send);
    setEventQueue([]);
    setLoaded(true);
  }, [send]);

  useEffect(() => {
    if (!scriptUrl) markLoaded();
  }, [scriptUrl, markLoaded]);

  const track = useCallback(
    (eventName: AnalyticsEventName, data: Record<string, unknown> = {}) => {
      if (loadedRef.current) {
        send({ eventName, data });
        return;
      }
      queueRef.current.push({ eventName, data });
      setEventQueue([...queueRef.current]);
    },
    [send],
  );

  const value = useMemo(() => ({ track, eventQueue, loaded, loggedIn: Boolean(member?.uid) }), [track, eventQueue, loaded, member?.uid]);
  return (
    <AnalyticsContext.Provider value={value}>
      {scriptUrl && <Script src={scriptUrl} strategy="afterInteractive" onReady={markLoaded} onError={markLoaded} />}
      {children}
    </AnalyticsContext.Provider>
  );
}
