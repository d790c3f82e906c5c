// Not a journey: it reads the production build the journeys run on, so a change that pulls a
// library into every page's first load fails here rather than being found by the next bench.
import { expect, test } from '@playwright/test';
import { ARTICLE_ROUTE, FIRST_LOAD_BUDGET_KB, firstLoadKb } from '../scripts/bench/first-load';

test('the article page loads less than its budget of JavaScript on a first visit', () => {
  expect(firstLoadKb(ARTICLE_ROUTE)).toBeLessThan(FIRST_LOAD_BUDGET_KB);
});
