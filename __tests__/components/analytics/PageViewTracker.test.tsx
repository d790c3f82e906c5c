/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { PageViewTracker, pageViewPath } from '@/components/analytics/PageViewTracker';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { analyticsSpy } from '../../helpers/analytics';

const router = { asPath: '/politics?page=2#top', isReady: true };
jest.mock('next/router', () => ({ useRouter: () => router }));

test('a page view is reported once per path, without its query, and again after navigation', () => {
  const { track, wrapper } = analyticsSpy();
  const { rerender } = render(<PageViewTracker />, { wrapper });
  expect(track).toHaveBeenCalledTimes(1);
  expect(track).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.pageView, expect.objectContaining({ path: '/politics' }));
  rerender(<PageViewTracker />);
  expect(track).toHaveBeenCalledTimes(1);
  router.asPath = '/podcasts/the-briefing';
  rerender(<PageViewTracker />);
  expect(track).toHaveBeenCalledTimes(2);
  expect(track).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.pageView, expect.objectContaining({ path: '/podcasts/the-briefing' }));
});

test('paths are cut at the query or fragment', () => {
  expect(pageViewPath('/?utm_source=x')).toBe('/');
  expect(pageViewPath('#a')).toBe('/');
  expect(pageViewPath('/news/20-11-2026/story#comments')).toBe('/news/20-11-2026/story');
});
