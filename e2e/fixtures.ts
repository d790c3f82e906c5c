import { randomInt } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { answerGpt } from './helpers/fake-gpt';

export * from '@playwright/test';

interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Each journey is its own reader at its own address (the site runs with TRUST_PROXY=1 here), so
 * per-address rate limits (sign-in, error reports) count one journey's requests, as they would
 * one reader's, not the whole suite's from 127.0.0.1.
 *
 * Every page of every journey also records Content-Security-Policy violations, and a journey
 * that caused one fails: the policy must allow exactly what the site loads. With
 * E2E_CSP_VIOLATIONS_FILE set (npm run test:reliability), each journey appends its count there.
 */
export const test = base.extend({
  // Playwright's fixture callback is named `provide` here: ESLint's React rules read `use` as a hook.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  context: async ({ context }, provide, testInfo) => {
    // The journeys' site is built with ads (scripts/e2e.ts); Google's tag cannot load offline.
    await answerGpt(context);
    const violations: CspViolation[] = [];
    await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => void violations.push(violation));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (v: CspViolation) => void }).__reportCspViolation;
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
      });
    });
    await provide(context);
    if (process.env.E2E_CSP_VIOLATIONS_FILE) appendFileSync(process.env.E2E_CSP_VIOLATIONS_FILE, `${JSON.stringify({ test: testInfo.title, violations })}\n`);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
