/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { NextArticlesSlot } from '@/components/article/NextArticlesSlot';
import { analyticsSpy } from '../../helpers/analytics';
import { shownDate } from '@/lib/dates/shown-date';

const analytics = analyticsSpy();

const story = (id: number) => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  standfirst: `Standfirst ${id}`,
  path: `/news/01-11-2026/story-${id}`,
  publishedAt: '2026-11-01T00:00:00.000Z',
  published: shownDate('2026-11-01T00:00:00.000Z'),
  layouts: ['standard'],
  bodyHtml: `<p>Body of story ${id}</p>`,
  category: { slug: 'news', name: 'News' },
  authors: [{ slug: 'aroha-tane', name: 'Aroha Tāne' }],
  categories: [{ slug: 'news', name: 'News' }],
  tags: [],
  age: 'new' as const,
});

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 200, json: async () => ({ data: story(2) }) } as Response));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/news/01-11-2026/story-1');
});

describe('NextArticlesSlot', () => {
  it('shows and asks for nothing while the reader is far from the end', () => {
    render(<NextArticlesSlot first={story(1)} />, { wrapper: analytics.wrapper });
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('near the end, loads infinite scroll, which adds the next story', async () => {
    render(<NextArticlesSlot first={story(1)} />, { wrapper: analytics.wrapper });
    await act(async () => mockAllIsIntersecting(true));
    // The loaded list has its own end marker; the reader is still near the end.
    await screen.findByRole('status');
    await act(async () => mockAllIsIntersecting(true));
    expect(await screen.findByRole('heading', { level: 2, name: 'Story 2' })).toBeInTheDocument();
  });
});
