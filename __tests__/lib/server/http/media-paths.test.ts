import { mediaApiPath } from '@/lib/server/http/media-paths';

describe('mediaApiPath', () => {
  it('sends an episode’s audio and a picture variant to their API routes, keeping the query', () => {
    expect(mediaApiPath('/audio/briefing-01.mp3')).toBe('/api/media/audio/briefing-01.mp3');
    expect(mediaApiPath('/media/2026-11-kea/960.avif?v=2')).toBe('/api/media/images/2026-11-kea/960.avif?v=2');
  });

  it('leaves pages, other files and addresses with more or fewer segments alone', () => {
    for (const url of ['/', '/news', '/media', '/media/only-key', '/media/a/b/c', '/audio/', '/audio/a/b', '/podcasts/the-briefing', '/api/media/audio/x.mp3', '/mediakit/a/b']) {
      expect(mediaApiPath(url)).toBe(url);
    }
  });
});
