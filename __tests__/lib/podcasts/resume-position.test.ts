/** @jest-environment jsdom */
import { forgetResumePosition, readResumePosition, saveResumePosition } from '@/lib/podcasts/resume-position';

const KEY = 'panui.podcastResume';

beforeEach(() => window.localStorage.clear());

describe('resume positions', () => {
  it('remembers where each episode was left, in whole seconds', () => {
    saveResumePosition('ep-a', 12.7, 40);
    saveResumePosition('ep-b', 30, 600);
    expect(readResumePosition('ep-a')).toBe(12);
    expect(readResumePosition('ep-b')).toBe(30);
    expect(readResumePosition('ep-c')).toBe(0);
  });

  it('forgets an episode that was finished or barely started', () => {
    saveResumePosition('ep-a', 20, 40);
    saveResumePosition('ep-a', 36, 40);
    expect(readResumePosition('ep-a')).toBe(0);
    saveResumePosition('ep-b', 20, 40);
    saveResumePosition('ep-b', 0.4, 40);
    expect(readResumePosition('ep-b')).toBe(0);
  });

  it('forgets on request', () => {
    saveResumePosition('ep-a', 20, 40);
    forgetResumePosition('ep-a');
    expect(readResumePosition('ep-a')).toBe(0);
  });

  it('ignores stored values that are not a map of non-negative numbers', () => {
    for (const stored of ['not json', '[1,2]', 'null', '42']) {
      window.localStorage.setItem(KEY, stored);
      expect(readResumePosition('ep-a')).toBe(0);
    }
    window.localStorage.setItem(KEY, JSON.stringify({ 'ep-a': '12', 'ep-b': -3, 'ep-c': null, 'ep-d': 15 }));
    expect(['ep-a', 'ep-b', 'ep-c', 'ep-d'].map(readResumePosition)).toEqual([0, 0, 0, 15]);
  });

  it('keeps only the fifty most recently saved episodes', () => {
    for (let i = 0; i < 55; i++) saveResumePosition(`ep-${i}`, 10 + i, 600);
    expect(readResumePosition('ep-4')).toBe(0);
    expect(readResumePosition('ep-5')).toBe(15);
    expect(readResumePosition('ep-54')).toBe(64);
  });

  it('goes on when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveResumePosition('ep-a', 20, 40)).not.toThrow();
    setItem.mockRestore();
  });
});
