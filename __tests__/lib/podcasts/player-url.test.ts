import { embedUrl, usablePlayerTemplate } from '@/lib/podcasts/player-url';
import { toPlayerEpisode } from '@/lib/podcasts/player-episode';

describe('the hosted player template', () => {
  it('is used only when it is an http(s) URL with {uid} in it', () => {
    expect(usablePlayerTemplate('https://player.example/embed/{uid}')).toBe('https://player.example/embed/{uid}');
    expect(usablePlayerTemplate(undefined)).toBeNull();
    expect(usablePlayerTemplate('')).toBeNull();
    expect(usablePlayerTemplate('https://player.example/embed/')).toBeNull();
    expect(usablePlayerTemplate('javascript:alert({uid})')).toBeNull();
    expect(usablePlayerTemplate('not a url {uid}')).toBeNull();
  });

  it('puts the episode uid in, encoded', () => {
    expect(embedUrl('https://player.example/e/{uid}?theme=light', 'ep-a b')).toBe('https://player.example/e/ep-a%20b?theme=light');
  });
});

it('turns a series and episode into what the player plays', () => {
  const episode = { uid: 'ep-x', slug: 'x', title: 'X', description: 'd', audioFile: 'x.wav', durationSeconds: 38, publishedAt: '2026-11-20T18:00:00.000Z' };
  expect(toPlayerEpisode({ slug: 'daily', title: 'Daily' }, episode)).toEqual({
    uid: 'ep-x',
    title: 'X',
    seriesTitle: 'Daily',
    seriesSlug: 'daily',
    audioUrl: '/audio/x.wav',
    durationSeconds: 38,
  });
});
