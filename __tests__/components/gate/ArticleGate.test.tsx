/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { ArticleGate } from '@/components/gate/ArticleGate';
import { ArticleGatePrompt } from '@/components/gate/ArticleGatePrompt';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { recordArticleRead } from '@/lib/reading-history/record-article-read';
import type { Member } from '@/lib/schemas/member';
import { analyticsSpy } from '../../helpers/analytics';
import { shownDate } from '@/lib/dates/shown-date';

const member: Member = { uid: 'u1', id: 'u1', ds_id: 'u1', email: 'mere@example.nz', name: 'Mere Ngata', firstName: 'Mere', lastName: 'Ngata', type: 'standard' };

const article = (id: number): ShownArticle => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  standfirst: '',
  path: `/news/18-11-2026/story-${id}`,
  publishedAt: '2026-11-18T00:00:00.000Z',
  published: shownDate('2026-11-18T00:00:00.000Z'),
  layouts: ['standard'],
  bodyHtml: '<p>Text</p>',
  category: { slug: 'news', name: 'News' },
  authors: [{ slug: 'mere', name: 'Mere' }],
  categories: [{ slug: 'news', name: 'News' }],
  tags: [],
});

function renderPrompt(id: number, auth: Pick<AuthContextValue, 'status' | 'member'>, Gate = ArticleGate) {
  const { track, wrapper: Analytics } = analyticsSpy();
  const value = { user: null, signOut: async () => undefined, reloadMember: async () => null, ...auth } as AuthContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>
      <Analytics>{children}</Analytics>
    </AuthContext.Provider>
  );
  return { track, ...render(<Gate article={article(id)} />, { wrapper }) };
}

const readFive = () => [1, 2, 3, 4, 5].forEach((id) => recordArticleRead({ id, slug: `s${id}`, categories: [], authors: [], tags: [] }, Date.now()));
const prompt = () => screen.queryByRole('complementary', { name: /reading a lot/ });

beforeEach(() => localStorage.clear());

test('a visitor opening a sixth story sees the ask under it, and the page reports view_post', () => {
  readFive();
  const { track } = renderPrompt(6, { status: 'resolved', member: null });
  expect(prompt()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Support our journalism' })).toHaveAttribute('href', '/donate');
  expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.viewPost, expect.objectContaining({ id: 6, slug: 'story-6', categories: ['news'] }));
});

test('a visitor on their fifth story is not asked', () => {
  readFive();
  renderPrompt(5, { status: 'resolved', member: null });
  expect(prompt()).not.toBeInTheDocument();
});

test('a signed-in member is never asked, also while sign-in is still resolving', () => {
  readFive();
  renderPrompt(6, { status: 'authenticating', member: null });
  expect(prompt()).not.toBeInTheDocument();
  renderPrompt(7, { status: 'resolved', member });
  expect(prompt()).not.toBeInTheDocument();
});

test('the reader can stop the counting from the ask, and it goes away', async () => {
  readFive();
  renderPrompt(6, { status: 'resolved', member: null });
  await userEvent.click(screen.getByRole('button', { name: 'Stop counting my articles' }));
  expect(prompt()).not.toBeInTheDocument();
});

test('on the article page the ask and the view_post come once their code has loaded after the page', async () => {
  readFive();
  const { track } = renderPrompt(6, { status: 'resolved', member: null }, ArticleGatePrompt);
  expect(prompt()).not.toBeInTheDocument();
  expect(await screen.findByRole('complementary', { name: /reading a lot/ })).toBeInTheDocument();
  expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.viewPost, expect.objectContaining({ id: 6 }));
});
