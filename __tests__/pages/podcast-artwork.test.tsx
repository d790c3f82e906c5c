import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PodcastPlayerProvider } from '@/context/PodcastPlayerProvider';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { podcastEpisodes, podcastSeries } from '@/lib/server/db/schema/media';
import EpisodePage, { getServerSideProps as episodePage } from '@/pages/podcasts/[series]/[episode]';
import SeriesPage, { getServerSideProps as seriesPage } from '@/pages/podcasts/[series]/index';
import PodcastsPage, { getServerSideProps as podcastsPage } from '@/pages/podcasts/index';
import { callPage } from '../helpers/page-call';

// next/head only collects tags inside a Next app; rendering its children in place shows what the page gives it.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) }));
// The play buttons report plays; nothing here plays.
jest.mock('@/hooks/useAnalytics', () => ({ useAnalytics: () => ({ track: jest.fn() }) }));

// The database needs Node's environment, so the server's HTML is read with jsdom by hand.
const html = (node: ReactNode) => new JSDOM(renderToStaticMarkup(<PodcastPlayerProvider>{node}</PodcastPlayerProvider>)).window.document;
const propsOf = <P,>(result: unknown) => (result as { props: P }).props;

const artwork = { storageKey: 'ar7w0rk0aa', format: 'jpeg', width: 1400, height: 1400, bytes: 90_000, widths: [320, 640, 960, 1280, 1400], alt: 'A tūī singing into a microphone' };

beforeAll(async () => {
  const db = await getDb();
  const [art] = await db.insert(images).values(artwork).returning({ id: images.id });
  const [withArt, plain] = await db
    .insert(podcastSeries)
    .values([
      { slug: 'with-art', title: 'With Art', description: 'Has artwork.', artworkImageId: art!.id },
      { slug: 'plain', title: 'Plain', description: 'Has none.' },
    ])
    .returning({ id: podcastSeries.id });
  const episode = (seriesId: number, slug: string) => ({ uid: `ep-${slug}`, seriesId, slug, title: `Episode ${slug}`, description: 'About it.', audioFile: `${slug}.mp3`, durationSeconds: 60, publishedAt: new Date() });
  await db.insert(podcastEpisodes).values([episode(withArt!.id, 'art-1'), episode(plain!.id, 'plain-1')]);
});

describe('the series page', () => {
  it('shows the series’ artwork beside its title, described by its alt text, with its size so nothing shifts', async () => {
    const { result } = await callPage(seriesPage, { params: { series: 'with-art' } });
    const doc = html(<SeriesPage {...propsOf<Parameters<typeof SeriesPage>[0]>(result)} />);
    const img = doc.querySelector('header img');
    expect(img).toHaveAttribute('src', '/media/ar7w0rk0aa/960.jpg');
    expect(img).toHaveAttribute('alt', 'A tūī singing into a microphone');
    expect(img).toHaveAttribute('width', '1400');
    expect(img).toHaveAttribute('height', '1400');
    // The page's one picture: fetched at once.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(doc.querySelector('header source[type="image/avif"]')?.getAttribute('srcset')).toContain('/media/ar7w0rk0aa/1400.avif 1400w');
  });

  it('shows no picture for a series without artwork', async () => {
    const { result } = await callPage(seriesPage, { params: { series: 'plain' } });
    const doc = html(<SeriesPage {...propsOf<Parameters<typeof SeriesPage>[0]>(result)} />);
    expect(doc.querySelector('h1')?.textContent).toBe('Plain');
    expect(doc.querySelector('picture, img')).toBeNull();
  });
});

describe('the podcasts page', () => {
  it('shows each series’ artwork as a hidden duplicate of its title link, and none for a series without', async () => {
    const { result } = await callPage(podcastsPage);
    const doc = html(<PodcastsPage {...propsOf<Parameters<typeof PodcastsPage>[0]>(result)} />);
    const items = [...doc.querySelectorAll('li')];
    const withArt = items.find((li) => li.textContent?.includes('With Art'))!;
    const pictureLink = withArt.querySelector('a[aria-hidden="true"]');
    expect(pictureLink).toHaveAttribute('href', '/podcasts/with-art');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
    expect(pictureLink?.querySelector('img')).toHaveAttribute('alt', '');
    expect(withArt.querySelector('h2 a')).toHaveAttribute('href', '/podcasts/with-art');
    expect(items.find((li) => li.textContent?.includes('Plain'))!.querySelector('picture')).toBeNull();
  });
});

describe('the episode page', () => {
  it('shows its series’ artwork, linked to the series and hidden as the series link’s duplicate; none when the series has none', async () => {
    const art = await callPage(episodePage, { params: { series: 'with-art', episode: 'art-1' } });
    const doc = html(<EpisodePage {...propsOf<Parameters<typeof EpisodePage>[0]>(art.result)} />);
    const pictureLink = doc.querySelector('header a[aria-hidden="true"]');
    expect(pictureLink).toHaveAttribute('href', '/podcasts/with-art');
    expect(pictureLink?.querySelector('img')).toHaveAttribute('alt', '');
    expect(pictureLink?.querySelector('img')?.getAttribute('srcset')).toContain('/media/ar7w0rk0aa/');

    const plain = await callPage(episodePage, { params: { series: 'plain', episode: 'plain-1' } });
    expect(html(<EpisodePage {...propsOf<Parameters<typeof EpisodePage>[0]>(plain.result)} />).querySelector('picture, img')).toBeNull();
  });
});
