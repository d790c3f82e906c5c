/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { ArticleNewsletterSignup } from '@/components/newsletters/ArticleNewsletterSignup';
import { AuthContext } from '@/context/AuthProvider';
import { getAllNewsletters, subscribeNewsletter } from '@/lib/api/newsletters';
import { analyticsSpy } from '../../helpers/analytics';
import { authValue } from '../auth/auth-value';

jest.mock('@/lib/api/newsletters', () => ({ getAllNewsletters: jest.fn(), subscribeNewsletter: jest.fn() }));

const analytics = analyticsSpy();
const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthContext.Provider value={authValue()}>
    <analytics.wrapper>{children}</analytics.wrapper>
  </AuthContext.Provider>
);

describe('ArticleNewsletterSignup', () => {
  it('loads nothing until the block nears the screen, then shows the lists by name', async () => {
    jest.mocked(getAllNewsletters).mockResolvedValue([{ listId: 'morning-briefing', name: 'Morning Briefing', description: 'Long text.', frequency: 'Daily' }]);
    render(<ArticleNewsletterSignup />, { wrapper });
    expect(screen.getByRole('complementary', { name: 'Get our newsletters' })).toHaveTextContent('Loading newsletters…');
    expect(getAllNewsletters).not.toHaveBeenCalled();
    await act(async () => mockAllIsIntersecting(true));
    expect(await screen.findByRole('checkbox', { name: 'Morning Briefing' })).toBeInTheDocument();
    // Compact: the name and frequency, not the description.
    expect(screen.queryByText('Long text.')).not.toBeInTheDocument();
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });
});
