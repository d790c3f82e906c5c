/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { GATE_COOKIE } from '@/lib/gate/article-gate';
import { ARTICLE_VIEWS_KEY, isCountingOff, refreshGateCookie, switchCountingOff } from '@/lib/gate/article-gate-store';
import { clearReadingHistory, recordArticleRead } from '@/lib/reading-history/record-article-read';
import { loadReadingHistory } from '@/lib/reading-history/reading-history-store';

const DAY = 86_400_000;
const read = (id: number) => recordArticleRead({ id, slug: `story-${id}`, categories: ['news'], authors: ['a'], tags: [] }, Date.now());
const readMany = (count: number, from = 1) => Array.from({ length: count }, (_, i) => read(from + i));
const visitor = () => refreshGateCookie({ visitor: true, now: Date.now() });

beforeEach(() => {
  localStorage.clear();
  Cookies.remove(GATE_COOKIE, { path: '/' });
  // Starts at the real time: jsdom's cookie jar expires cookies by the real clock.
  jest.useFakeTimers({ now: Date.now() });
});
afterEach(() => jest.useRealTimers());

test('5 articles in 30 days leave the cookie false; the 6th makes it true', () => {
  readMany(5);
  expect(visitor()).toBe(false);
  expect(Cookies.get(GATE_COOKIE)).toBe('false');
  read(6);
  expect(visitor()).toBe(true);
  expect(Cookies.get(GATE_COOKIE)).toBe('true');
});

test('reading one story again does not count twice', () => {
  readMany(5);
  read(3);
  read(3);
  expect(visitor()).toBe(false);
});

test('the window rolls: a view older than 30 days stops counting on its own day, not at a month’s end', () => {
  read(1);
  jest.advanceTimersByTime(10 * DAY);
  readMany(5, 2);
  expect(visitor()).toBe(true);
  jest.advanceTimersByTime(20 * DAY - 1);
  expect(visitor()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(visitor()).toBe(false);
});

test('only a visitor with no user and no member gets the cookie; for others it is removed', () => {
  readMany(6);
  expect(visitor()).toBe(true);
  expect(refreshGateCookie({ visitor: false, now: Date.now() })).toBe(false);
  expect(Cookies.get(GATE_COOKIE)).toBeUndefined();
});

test('the cookie is set for one day', () => {
  const set = jest.spyOn(Cookies, 'set');
  visitor();
  expect(set).toHaveBeenCalledWith(GATE_COOKIE, 'false', expect.objectContaining({ expires: 1 }));
  set.mockRestore();
});

test('switching counting off forgets the counts, counts nothing for 90 days, then counts again', () => {
  readMany(6);
  switchCountingOff(Date.now());
  expect(visitor()).toBe(false);
  expect(Cookies.get(GATE_COOKIE)).toBeUndefined();
  readMany(6, 10);
  expect(localStorage.getItem(ARTICLE_VIEWS_KEY)).toBeNull();
  jest.advanceTimersByTime(90 * DAY - 1);
  expect(isCountingOff(Date.now())).toBe(true);
  jest.advanceTimersByTime(1);
  expect(isCountingOff(Date.now())).toBe(false);
  readMany(6, 20);
  expect(visitor()).toBe(true);
});

test('clearing the reading history clears the counts, the history and the cookie', () => {
  readMany(6);
  visitor();
  clearReadingHistory();
  expect(Cookies.get(GATE_COOKIE)).toBeUndefined();
  expect(loadReadingHistory(Date.now()).daily).toEqual([]);
  expect(visitor()).toBe(false);
});

test('stored counts that are not article ids and times are ignored', () => {
  localStorage.setItem(ARTICLE_VIEWS_KEY, JSON.stringify({ 1: Date.now(), x: Date.now(), 2: 'soon', 3: -5, 4: Date.now(), 5: Date.now(), 6: Date.now(), 7: Date.now() + DAY }));
  read(8);
  expect(visitor()).toBe(false); // 1, 4, 5, 6 and 8 are usable: five
});
