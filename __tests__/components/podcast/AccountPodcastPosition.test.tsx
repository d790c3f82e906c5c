/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayEpisodeButton } from '@/components/podcast/PlayEpisodeButton';
import { PodcastPlayerBar } from '@/components/podcast/PodcastPlayerBar';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { PodcastPlayerProvider } from '@/context/PodcastPlayerProvider';
import * as positions from '@/lib/api/podcast-positions';
import type { PlayerEpisode } from '@/lib/podcasts/player-episode';
import { analyticsSpy } from '../../helpers/analytics';

jest.mock('@/lib/api/podcast-positions', () => ({
  currentToken: jest.fn(async () => 'token'),
  getPodcastPosition: jest.fn(),
  savePodcastPosition: jest.fn(async () => ({})),
  savePodcastPositionOnLeaving: jest.fn(),
}));
const api = jest.mocked(positions);

const episode: PlayerEpisode = { uid: 'ep-kea', title: 'Why do kea play?', seriesTitle: 'Lab Notes', seriesSlug: 'lab-notes', audioUrl: '/audio/kea.wav', durationSeconds: 41 };

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderSignedIn() {
  const auth = { status: 'authenticated', user: { uid: 'member-1', isAnonymous: false }, member: null, signOut: async () => undefined, reloadMember: async () => null } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <PodcastPlayerProvider>
        <PlayEpisodeButton episode={episode} location="episode_page" />
        <PodcastPlayerBar playerUrlTemplate={null} />
      </PodcastPlayerProvider>
    </AuthContext.Provider>,
    { wrapper: analyticsSpy().wrapper },
  );
}

async function start() {
  await userEvent.setup().click(screen.getByRole('button', { name: `Play ${episode.title}` }));
  const audio = document.querySelector('audio')!;
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => 41 });
  return audio;
}

describe('a signed-in member’s place in an episode', () => {
  it('resumes where the account says, though this browser kept nothing', async () => {
    api.getPodcastPosition.mockResolvedValue({ episodeUid: 'ep-kea', positionSeconds: 20, savedAt: '2026-11-27T00:00:00.000Z' });
    renderSignedIn();
    const audio = await start();
    await waitFor(() => expect(api.getPodcastPosition).toHaveBeenCalledWith('ep-kea'));
    fireEvent.loadedMetadata(audio);
    await waitFor(() => expect(audio.currentTime).toBe(20));
  });

  it('saves to the account on pause, not on every tick, and never a bare start', async () => {
    api.getPodcastPosition.mockResolvedValue({ episodeUid: 'ep-kea', positionSeconds: 0, savedAt: null });
    renderSignedIn();
    const audio = await start();
    fireEvent.loadedMetadata(audio);
    await act(async () => {
      await Promise.resolve();
    });
    audio.currentTime = 0.3;
    fireEvent.timeUpdate(audio);
    expect(api.savePodcastPosition).not.toHaveBeenCalled();
    audio.currentTime = 12.6;
    fireEvent.timeUpdate(audio);
    audio.currentTime = 13.1;
    fireEvent.timeUpdate(audio);
    expect(api.savePodcastPosition).toHaveBeenCalledTimes(1);
    audio.currentTime = 14.2;
    fireEvent.pause(audio);
    expect(api.savePodcastPosition).toHaveBeenCalledTimes(2);
    expect(api.savePodcastPosition).toHaveBeenLastCalledWith({ episodeUid: 'ep-kea', positionSeconds: 14, savedAt: expect.any(Number) });
  });
});
