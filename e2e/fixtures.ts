import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Each journey is its own reader at its own address (the site runs with TRUST_PROXY=1 here), so
 * per-address rate limits (sign-in, error reports) count one journey's requests, as they would
 * one reader's, not the whole suite's from 127.0.0.1.
 */
export const test = base.extend({
  // Playwright's fixture callback is named `provide` here: ESLint's React rules read `use` as a hook.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
