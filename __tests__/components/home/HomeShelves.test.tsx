/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import Home from '@/pages/index';
import { homeStory } from '../../helpers/home-stories';

// Only the page's component is rendered here; its getServerSideProps (tested in __tests__/pages) needs Node.
jest.mock('@/lib/server/container', () => ({}));
jest.mock('@/lib/server/http/cache', () => ({}));

const story = homeStory;
const section = (slug: string, id: number) => ({ slug, name: slug[0]!.toUpperCase() + slug.slice(1), stories: [story(id, `${slug} story`)] });
const artwork = { storageKey: 'ar7w0rk0aa', width: 1400, height: 1400, widths: [320, 640, 1400], alt: 'A tūī on a microphone', caption: '', credit: '' };

describe('Home: podcasts, quizzes and TV have rows of their own (issue [17])', () => {
  it('shows each kind as a titled row linking to its page, between the sections', () => {
    render(
      <Home
        lead={story(1, 'Lead story')}
        latest={[]}
        collections={[]}
        sections={[section('news', 2), section('politics', 3), section('sport', 4), section('culture', 5), section('science', 6)]}
        podcasts={[{ slug: 'kai-talk', title: 'Kai Talk', description: 'Food.', episodeCount: 3, artwork }]}
        quizzes={[{ slug: 'week', title: 'The week in news', description: '', questionCount: 1 }]}
        shows={[{ id: 1, slug: 'shortland', title: 'Shortland Street', synopsis: '', whereToWatch: 'TVNZ+', genre: 'drama', year: 2026, imageUrl: '/tv/shortland.svg' }]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lead story', 'Podcasts', 'News', 'Politics', 'Quizzes', 'Sport', 'Culture', 'TV', 'Science']);

    const podcasts = screen.getByRole('region', { name: 'Podcasts' });
    expect(within(podcasts).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(within(podcasts).getByRole('link', { name: 'Kai Talk' })).toHaveAttribute('href', '/podcasts/kai-talk');
    expect(within(podcasts).getByText('3 episodes')).toBeInTheDocument();
    // The artwork is there, as decoration: the title beside it names the series.
    expect(podcasts.querySelector('img')).toHaveAttribute('alt', '');

    const quizzes = screen.getByRole('region', { name: 'Quizzes' });
    expect(within(quizzes).getByRole('link', { name: 'The week in news' })).toHaveAttribute('href', '/quizzes/week');
    expect(within(quizzes).getByText('1 question')).toBeInTheDocument();

    const tv = screen.getByRole('region', { name: 'TV' });
    expect(within(tv).getByRole('link', { name: 'Shortland Street' })).toHaveAttribute('href', '/tv/shortland');
    expect(within(tv).getByText('drama · 2026 · TVNZ+')).toBeInTheDocument();
  });

  it('leaves out an empty kind, and puts the rows after the sections when there are few', () => {
    render(
      <Home
        lead={story(1, 'Lead story')}
        latest={[]}
        collections={[]}
        sections={[section('news', 2)]}
        podcasts={[]}
        quizzes={[{ slug: 'week', title: 'The week in news', description: '', questionCount: 4 }]}
        shows={[]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Lead story', 'News', 'Quizzes']);
  });
});
