/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { ArticleQuiz } from '@/components/quiz/ArticleQuiz';
import { analyticsSpy } from '../../helpers/analytics';

const analytics = analyticsSpy();
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const answer = (data: unknown) => Promise.resolve({ ok: true, status: 200, json: async () => ({ data }) } as Response);

const quiz = {
  slug: 'week-in-review',
  title: 'The week in review',
  description: 'Five questions on the week.',
  questions: [{ prompt: 'Which city?', choices: ['Napier', 'Nelson'], answerIndex: 0 }],
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('ArticleQuiz', () => {
  it('asks whether the article has a quiz only as the reader nears the end, then shows it', async () => {
    fetchMock.mockImplementation(() => answer(quiz));
    render(<ArticleQuiz articleId={7} />, { wrapper: analytics.wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => mockAllIsIntersecting(true));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz: The week in review' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/quizzes/for-article?articleId=7']);
  });

  it('shows nothing for an article without a quiz', async () => {
    fetchMock.mockImplementation(() => answer(null));
    const { container } = render(<ArticleQuiz articleId={8} />, { wrapper: analytics.wrapper });
    await act(async () => mockAllIsIntersecting(true));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
