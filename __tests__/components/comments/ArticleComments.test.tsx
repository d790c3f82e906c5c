/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { listComments } from '@/lib/api/comments';
import { analyticsSpy } from '../../helpers/analytics';
import { renderWithAuth } from '../auth/auth-value';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/news/22-11-2026/ferry-timetable', query: {} }) }));
jest.mock('@/lib/api/comments', () => ({ listComments: jest.fn() }));

describe('ArticleComments', () => {
  it('shows the count the page was rendered with and loads nothing until the reader nears the comments', async () => {
    jest.mocked(listComments).mockResolvedValue({ articleId: 7, closed: false, total: 4, comments: [], nextCursor: null });
    const { wrapper: Analytics } = analyticsSpy();
    renderWithAuth(
      <Analytics>
        <ArticleComments articleId={7} initialCount={3} />
      </Analytics>,
    );
    expect(screen.getByRole('heading', { name: 'Comments (3 comments)' })).toBeInTheDocument();
    expect(listComments).not.toHaveBeenCalled();
    await act(async () => mockAllIsIntersecting(true));
    expect(await screen.findByRole('heading', { name: 'Comments (4 comments)' })).toBeInTheDocument();
    expect(listComments).toHaveBeenCalledWith(7, 'newest');
  });
});
