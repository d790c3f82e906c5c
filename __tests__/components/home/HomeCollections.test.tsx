/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import Home from '@/pages/index';
import type { HomeStory } from '@/lib/server/content/cached-content';
import { homeStory } from '../../helpers/home-stories';

// Only the page's component is rendered here; its getServerSideProps (tested in __tests__/pages) needs Node.
jest.mock('@/lib/server/container', () => ({}));
jest.mock('@/lib/server/http/cache', () => ({}));

const story = homeStory;

describe('Home', () => {
  it('shows each home collection as a titled row linking to its page, after the latest and before the sections', () => {
    render(
      <Home
        lead={story(1, 'Lead story')}
        latest={[story(2, 'Latest story')]}
        collections={[
          { slug: 'kauri', title: 'Kauri', stories: [story(3, 'Kauri story')] },
          { slug: 'election-2026', title: 'Election 2026', stories: [story(4, 'Election story')] },
        ]}
        sections={[{ slug: 'sport', name: 'Sport', stories: [story(5, 'Sport story')] }]}
        podcasts={[]}
        quizzes={[]}
        shows={[]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lead story', 'Latest', 'Kauri', 'Election 2026', 'Sport']);
    const kauri = screen.getByRole('region', { name: 'Kauri' });
    expect(within(kauri).getByRole('link', { name: 'Kauri' })).toHaveAttribute('href', '/kauri');
    expect(within(kauri).getByText('Kauri story')).toBeInTheDocument();
  });
});

describe('Home sections (issue [17]: an edited front page, not an even grid)', () => {
  const withStandfirst = (id: number, title: string): HomeStory => ({ ...story(id, title), standfirst: `What ${title} is about.` });

  it('leads each section with its newest story in full and gives the others as briefs without a standfirst; the latest stay equal cards', () => {
    render(
      <Home
        lead={withStandfirst(1, 'Lead story')}
        latest={[withStandfirst(2, 'Latest one'), withStandfirst(3, 'Latest two')]}
        collections={[]}
        sections={[{ slug: 'sport', name: 'Sport', stories: [withStandfirst(5, 'Sport lead'), withStandfirst(6, 'Sport brief'), withStandfirst(7, 'Sport brief two')] }]}
        podcasts={[]}
        quizzes={[]}
        shows={[]}
      />,
    );
    const sport = screen.getByRole('region', { name: 'Sport' });
    expect(within(sport).getByText('What Sport lead is about.')).toBeInTheDocument();
    expect(within(sport).queryByText('What Sport brief is about.')).toBeNull();
    expect(within(sport).getByRole('link', { name: 'Sport brief two' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest' });
    expect(within(latest).getByText('What Latest two is about.')).toBeInTheDocument();
  });
});
