/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayEpisodeButton } from '@/components/podcast/PlayEpisodeButton';
import { PodcastPlayerBar } from '@/components/podcast/PodcastPlayerBar';
import { PodcastPlayerProvider } from '@/context/PodcastPlayerProvider';
import type { PlayerEpisode } from '@/lib/podcasts/player-episode';
import { analyticsSpy } from '../../helpers/analytics';

const episode: PlayerEpisode = {
  uid: 'ep-kea',
  title: 'Why do kea play?',
  seriesTitle: 'Lab Notes',
  seriesSlug: 'lab-notes',
  audioUrl: '/audio/lab-notes-why-do-kea-play.wav',
  durationSeconds: 41,
};
const other: PlayerEpisode = { ...episode, uid: 'ep-rock-pool', title: 'What lives in a rock pool', audioUrl: '/audio/rock-pool.wav' };

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let load: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  // jsdom has no media playback; these stand in for the browser's.
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  load = jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderPlayer(playerUrlTemplate: string | null = null) {
  const analytics = analyticsSpy();
  render(
    <PodcastPlayerProvider>
      <PlayEpisodeButton episode={episode} location="episode_page" />
      <PlayEpisodeButton episode={other} location="series_page" />
      <PodcastPlayerBar playerUrlTemplate={playerUrlTemplate} />
    </PodcastPlayerProvider>,
    { wrapper: analytics.wrapper },
  );
  return { analytics, user: userEvent.setup() };
}

const bar = () => screen.getByRole('region', { name: 'Podcast player' });
const audioElement = () => {
  const audio = document.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
};
const withDuration = (audio: HTMLAudioElement, seconds: number) => Object.defineProperty(audio, 'duration', { configurable: true, get: () => seconds });

async function startKea(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));
  const audio = audioElement();
  withDuration(audio, 41);
  fireEvent.loadedMetadata(audio);
  fireEvent.playing(audio);
  return audio;
}

describe('the podcast player bar', () => {
  it('is not there at all until a play starts', () => {
    renderPlayer();
    expect(screen.queryByRole('region', { name: 'Podcast player' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('says Loading... until the audio plays, then offers the controls', async () => {
    const { user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));

    expect(within(bar()).getByText('Why do kea play?')).toBeInTheDocument();
    expect(within(bar()).getByText('Lab Notes')).toBeInTheDocument();
    expect(within(bar()).getByRole('status')).toHaveTextContent('Loading...');
    expect(audioElement().getAttribute('src')).toBe('/audio/lab-notes-why-do-kea-play.wav');
    expect(play).toHaveBeenCalled();

    fireEvent.playing(audioElement());
    expect(within(bar()).getByRole('status')).toBeEmptyDOMElement();
    const controls = within(bar()).getByRole('group', { name: 'Audio controls' });
    await user.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.pause(audioElement());
    await user.click(within(controls).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(within(controls).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:00 of 0:41');
    expect(within(controls).getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
  });

  it('reports series, episode and where the play started, once per episode', async () => {
    const { analytics, user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('podcast_play', { series: 'lab-notes', episode: 'ep-kea', player_location: 'episode_page' });

    await user.click(screen.getByRole('button', { name: `Play ${other.title}` }));
    expect(analytics.track).toHaveBeenLastCalledWith('podcast_play', { series: 'lab-notes', episode: 'ep-rock-pool', player_location: 'series_page' });
    expect(within(bar()).getByText(other.title)).toBeInTheDocument();
    expect(audioElement().getAttribute('src')).toBe('/audio/rock-pool.wav');
  });

  it('collapses with an up arrow and expands with a down arrow, playing on', async () => {
    const { user } = renderPlayer();
    const audio = await startKea(user);
    const toggle = within(bar()).getByRole('button', { name: 'Player controls' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('↓');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('↑');
    expect(within(bar()).queryByRole('group', { name: 'Audio controls' })).toBeNull();
    expect(audio.isConnected).toBe(true);
    expect(audio.getAttribute('src')).toBe(episode.audioUrl);
    expect(pause).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('↓');
    expect(within(bar()).getByRole('group', { name: 'Audio controls' })).toBeVisible();
  });

  it('on close stops the audio, clears its source and goes', async () => {
    const { user } = renderPlayer();
    const audio = await startKea(user);
    await user.click(within(bar()).getByRole('button', { name: 'Close player' }));

    expect(pause).toHaveBeenCalled();
    expect(audio.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Podcast player' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('picks up where the reader left off, and starts afresh once the episode is finished', async () => {
    const { user } = renderPlayer();
    let audio = await startKea(user);
    audio.currentTime = 20;
    fireEvent.timeUpdate(audio);
    await user.click(within(bar()).getByRole('button', { name: 'Close player' }));

    audio = await startKea(user);
    expect(audio.currentTime).toBe(20);
    expect(within(bar()).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:20 of 0:41');

    audio.currentTime = 41;
    fireEvent.ended(audio);
    await user.click(within(bar()).getByRole('button', { name: 'Close player' }));
    audio = await startKea(user);
    expect(audio.currentTime).toBe(0);
  });

  it('plays, pauses and seeks 15 seconds from the keyboard while focus is in the player', async () => {
    const { user } = renderPlayer();
    const audio = await startKea(user);
    const slider = within(bar()).getByRole('slider', { name: 'Seek' });
    slider.focus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(30);
    expect(slider).toHaveAttribute('aria-valuetext', '0:30 of 0:41');
    await user.keyboard('{ArrowLeft}');
    expect(audio.currentTime).toBe(15);

    await user.keyboard('k');
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.pause(audio);
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(2);

    await user.click(within(bar()).getByRole('button', { name: '15 seconds back' }));
    expect(audio.currentTime).toBe(0);
  });

  it('changes the playing speed', async () => {
    const { user } = renderPlayer();
    const audio = await startKea(user);
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(audio.playbackRate).toBe(1.5);
    expect(within(bar()).getAllByRole('option').map((o) => o.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
  });

  it('leaves a Play button when the browser refuses to start the audio', async () => {
    play.mockRejectedValue(Object.assign(new Error('play() needs a gesture'), { name: 'NotAllowedError' }));
    const { user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));
    expect(await within(bar()).findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(bar()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the audio cannot be played', async () => {
    const { user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));
    fireEvent.error(audioElement());
    expect(within(bar()).getByRole('status')).toHaveTextContent('This episode could not be played. Try again, or choose another episode.');
  });

  it('embeds the hosted player by episode uid when one is configured', async () => {
    const { analytics, user } = renderPlayer('https://player.example/embed/{uid}?autoplay=1');
    await user.click(screen.getByRole('button', { name: `Play ${episode.title}` }));

    const frame = within(bar()).getByTitle('Podcast player: Why do kea play?');
    expect(frame).toHaveAttribute('src', 'https://player.example/embed/ep-kea?autoplay=1');
    expect(frame).toHaveAttribute('height', '200');
    expect(document.querySelector('audio')).toBeNull();
    expect(within(bar()).getByRole('status')).toHaveTextContent('Loading...');
    fireEvent.load(frame);
    expect(within(bar()).getByRole('status')).toBeEmptyDOMElement();
    expect(analytics.track).toHaveBeenCalledWith('podcast_play', { series: 'lab-notes', episode: 'ep-kea', player_location: 'episode_page' });

    await user.click(within(bar()).getByRole('button', { name: 'Close player' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Podcast player' })).toBeNull();
  });
});
