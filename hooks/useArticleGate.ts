import { useCallback, useEffect, useState } from 'react';
import { refreshGateCookie, switchCountingOff } from '@/lib/gate/article-gate-store';
import { clearReadingHistory } from '@/lib/reading-history/record-article-read';
import { useAuth } from './useAuth';

export interface ArticleGateState {
  /** True for a visitor (no user, no member) over the threshold, once auth has resolved. */
  show: boolean;
  stopCounting(): void;
  clearHistory(): void;
}

/**
 * SPEC §4's article-count gate for the article `articleId`: decided after the view is counted
 * (effects run in order, so call useArticleRead first) and after sign-in has resolved, so a
 * member never sees the prompt flash.
 */
export function useArticleGate(articleId: number): ArticleGateState {
  const { status, user, member } = useAuth();
  const [show, setShow] = useState(false);
  const visitor = status === 'resolved' && !user && !member;

  useEffect(() => {
    if (status !== 'resolved') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is the outside system this effect writes; its answer is what the page shows
    setShow(refreshGateCookie({ visitor, now: Date.now() }));
  }, [status, visitor, articleId]);

  const stopCounting = useCallback(() => {
    switchCountingOff(Date.now());
    setShow(false);
  }, []);
  const clearHistory = useCallback(() => {
    clearReadingHistory();
    setShow(false);
  }, []);
  return { show, stopCounting, clearHistory };
}
