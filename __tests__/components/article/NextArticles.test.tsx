/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { MAX_NEXT_ARTICLES, NextArticles } from '@/components/article/NextArticles';
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

const answer = (data: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => ({ data }) } as Response);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const requested = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockReset();
  analytics.track.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/news/01-11-2026/story-1');
});

const reachEnd = async () => {
  await act(async () => mockAllIsIntersecting(true));
};

describe('NextArticles', () => {
  it('loads nothing until the reader nears the end, then adds the next story as an h2', async () => {
    fetchMock.mockImplementation(() => answer(story(2)));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
    await reachEnd();
    expect(await screen.findByRole('heading', { level: 2, name: 'Story 2' })).toBeInTheDocument();
    expect(screen.getByText('Body of story 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(requested()).toEqual(['/api/articles/next?after=1&exclude=1']);
  });

  it('asks for the one after the last shown, excluding every story already shown', async () => {
    fetchMock.mockImplementationOnce(() => answer(story(2))).mockImplementationOnce(() => answer(story(5)));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    await reachEnd();
    await screen.findByRole('heading', { name: 'Story 2' });
    await reachEnd();
    await screen.findByRole('heading', { name: 'Story 5' });
    expect(requested()).toEqual(['/api/articles/next?after=1&exclude=1', '/api/articles/next?after=2&exclude=1,2']);
  });

  it('adds at most 10 stories', async () => {
    let id = 1;
    fetchMock.mockImplementation(() => answer(story(++id)));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    for (let i = 0; i < 12; i++) await reachEnd();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(MAX_NEXT_ARTICLES);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_NEXT_ARTICLES);
  });

  it('stops when there is no next story', async () => {
    fetchMock.mockImplementation(() => answer(null));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    await reachEnd();
    await reachEnd();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('follows the story on screen in the address bar and title, and counts each story once', async () => {
    fetchMock.mockImplementationOnce(() => answer(story(2))).mockImplementation(() => answer(null));
    const stateBefore = { __N: true, key: 'abc', options: {} };
    window.history.replaceState(stateBefore, '', '/news/01-11-2026/story-1');
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    await reachEnd();
    await screen.findByRole('heading', { name: 'Story 2' });
    await reachEnd();
    expect(window.location.pathname).toBe('/news/01-11-2026/story-2');
    expect(window.history.state).toEqual({ ...stateBefore, as: '/news/01-11-2026/story-2', url: '/news/01-11-2026/story-2' });
    expect(document.title).toBe('Story 2 | Pānui');
    await act(async () => mockAllIsIntersecting(false));
    await reachEnd();
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('infinite_scroll_view', { slug: 'story-2', path: '/news/01-11-2026/story-2', position: 1 });
  });

  it('says it is loading, and offers to try again when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject))).mockImplementationOnce(() => answer(story(3)));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    await reachEnd();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the next story…');
    await act(async () => fail(new TypeError('Failed to fetch')));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Story 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(requested()).toEqual(['/api/articles/next?after=1&exclude=1', '/api/articles/next?after=1&exclude=1']);
  });

  it('treats an error answer as a failure', async () => {
    fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 503, json: async () => ({}) } as Response));
    render(<NextArticles first={story(1)} />, { wrapper: analytics.wrapper });
    await reachEnd();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
