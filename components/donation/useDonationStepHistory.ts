import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { donationEntry } from '@/lib/donation/donation-entry';
import { keepDonation, keptDonation } from '@/lib/donation/kept-donation';
import { DONATION_STEPS, type DonationStep } from '@/lib/donation/donation-steps';

const toParam = (step: DonationStep) => step.toLowerCase().replaceAll('_', '-');
const fromParam = (value: unknown): DonationStep | undefined => DONATION_STEPS.find((step) => typeof value === 'string' && toParam(step) === value);

/** Steps a donor may go back to once they have paid: none before the payment, so nobody pays twice by going back. */
const AFTER_PAYMENT: ReadonlySet<DonationStep> = new Set(['CREATE_USER', 'CREATE_LOGIN', 'NEWSLETTERS', 'PERK_OPT_IN', 'ACCOUNT_SETUP', 'NAME_COLLECTION', 'ENHANCED_NEWSLETTER_SELECTION', 'ENHANCED_PODCAST_DISCOVERY', 'ENHANCED_APP_PROMOTION']);

/** The donate link's own values (amount, interval, placement) from a URL the router went to. */
function linkOf(url: string) {
  const query = new URL(url, window.location.origin).searchParams;
  return { amount: query.get('amount') ?? undefined, interval: query.get('interval') ?? undefined, placement: query.get('placement') ?? undefined };
}

/**
 * Each step gets a history entry (`?step=payment-form`), so the browser's back button goes to the
 * step before. Going back to a step the donor never saw, or to before a payment once it is made,
 * keeps the current step. A link to the donate page followed from the donate page itself (the
 * header's Donate after a thank-you) starts a new flow: RESET with that link's entry (decision 288).
 */
export function useDonationStepHistory(): void {
  const router = useRouter();
  const { state, dispatch } = useDonationContext();
  const seen = useRef<DonationStep[]>([]);
  const paid = state.paymentIntent !== null;

  // State to URL: a new step pushes an entry; the first one replaces the page's own. A reload
  // after the payment carries on where it was (kept-donation): it never offers the payment again.
  useEffect(() => {
    if (!router.isReady) return;
    const first = seen.current.length === 0;
    const kept = first ? keptDonation(fromParam(router.query.step)) : null;
    if (kept?.step) {
      seen.current.push(kept.step);
      dispatch({ type: 'RESET', entry: kept });
      return;
    }
    if (fromParam(router.query.step) === state.step) return;
    if (!seen.current.includes(state.step)) seen.current.push(state.step);
    const url = { pathname: router.pathname, query: { ...router.query, step: toParam(state.step) } };
    void (first ? router.replace(url, undefined, { shallow: true, scroll: false }) : router.push(url, undefined, { shallow: true, scroll: false }));
    // Only a change of step moves the URL; the router changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the router object is read, not watched
  }, [state.step, router.isReady]);

  // Not before the first step is settled: that may be the kept flow, which the page's defaults would overwrite.
  useEffect(() => {
    if (seen.current.length > 0) keepDonation(state);
  }, [state]);

  // URL to state: back and forward. Only a history traversal counts: the completion of one of our
  // own pushes can arrive after the step has moved on again, and must not send the donor back to it.
  // Next calls beforePopState before it starts the route change; a popstate listener of our own can
  // run too late, as a shallow change may complete in the microtasks after Next's own listener.
  const traversing = useRef(false);
  useEffect(() => {
    router.beforePopState(() => {
      traversing.current = true;
      return true;
    });
    return () => router.beforePopState(() => true);
  }, [router]);
  useEffect(() => {
    const onRoute = (url?: string, options?: { shallow?: boolean }) => {
      // Our own step entries are shallow; a full navigation to this page is a new flow.
      if (options?.shallow === false && !traversing.current && url) {
        seen.current = [];
        dispatch({ type: 'RESET', entry: donationEntry(linkOf(url)) });
        return;
      }
      if (!traversing.current) return;
      traversing.current = false;
      const wanted = fromParam(new URL(window.location.href).searchParams.get('step'));
      if (!wanted || wanted === state.step) return;
      const allowed = seen.current.includes(wanted) && (!paid || AFTER_PAYMENT.has(wanted) || wanted.startsWith('THANK_YOU'));
      if (allowed) dispatch({ type: 'SET_PREVIOUS_STEP', step: wanted });
      else void router.replace({ pathname: router.pathname, query: { ...router.query, step: toParam(state.step) } }, undefined, { shallow: true, scroll: false });
    };
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router, state.step, paid, dispatch]);
}
