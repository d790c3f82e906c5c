import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = (createRequire(__filename)('axe-core') as { source: string }).source;

export interface AxeViolation {
  rule: string;
  impact: string | null;
  targets: string[];
}

/** WCAG 2.1 A and AA, plus axe's best practices (heading order, landmarks), on the page as it is. */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: the site's CSP allows no inline script without its nonce,
  // and a journey fails on any CSP violation (e2e/fixtures.ts).
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
