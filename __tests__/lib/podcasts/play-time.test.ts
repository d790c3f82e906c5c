import { episodeLength, formatPlayTime, playTimeValueText } from '@/lib/podcasts/play-time';

describe('formatPlayTime', () => {
  it('writes minutes and seconds, and hours only when there are some', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(65.9)).toBe('1:05');
    expect(formatPlayTime(750)).toBe('12:30');
    expect(formatPlayTime(3723)).toBe('1:02:03');
  });

  it('reads a missing or unknown time as 0:00', () => {
    expect(formatPlayTime(Number.NaN)).toBe('0:00');
    expect(formatPlayTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatPlayTime(-4)).toBe('0:00');
  });
});

it('speaks the seek position as "elapsed of duration"', () => {
  expect(playTimeValueText(65, 750)).toBe('1:05 of 12:30');
});

it('gives an episode length in words', () => {
  expect(episodeLength(38)).toBe('38 sec');
  expect(episodeLength(750)).toBe('13 min');
  expect(episodeLength(3600)).toBe('1 hr');
  expect(episodeLength(3900)).toBe('1 hr 5 min');
});
