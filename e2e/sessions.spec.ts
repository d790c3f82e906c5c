import { expect, type Page, test } from './fixtures';
import { expectSignedInAs, signUp, uniqueEmail } from './helpers/accounts';

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('panui.session') ?? 'null') as { sessionId: string; utmData: Record<string, string | null> } | null);

test('a signed-in reader’s session carries the landing utm data and ends with a beacon when the page unloads', async ({ page }) => {
  const email = uniqueEmail('hine');
  await signUp(page, { firstName: 'Hine', lastName: 'Walker', email });
  await expect(page).toHaveURL(/\/verify-email/);
  await expectSignedInAs(page, 'Hine Walker');
  // A visitor's earlier session is none: tracking starts with the first page that knows the reader.
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=budget');
  await expectSignedInAs(page, 'Hine Walker');
  await expect.poll(async () => (await storedSession(page))?.utmData.utm_campaign ?? null).toBe('budget');
  const session = (await storedSession(page))!;

  // Playwright does not report beacons sent during unload as requests, so the beacon call is
  // noted in sessionStorage, which the same tab still has on the next page.
  await page.evaluate(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      sessionStorage.setItem('journey.beacon', JSON.stringify({ url: String(url), data: String(data) }));
      return send(url, data);
    };
  });
  await page.goto('/search');
  const beacon = JSON.parse((await page.evaluate(() => sessionStorage.getItem('journey.beacon'))) ?? '{}') as { url: string; data: string };
  expect(beacon.url).toBe('/api/analytics/track-event');
  const body = JSON.parse(beacon.data) as { eventName: string; eventData: string; email: string };
  expect(body).toMatchObject({ eventName: 'session_end', email });
  expect(JSON.parse(body.eventData)).toMatchObject({ sessionId: session.sessionId, reason: 'unload', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'budget' });
  // The ended session's data was cleared: the new page starts a session of its own.
  await expect
    .poll(async () => {
      const id = (await storedSession(page))?.sessionId;
      return Boolean(id) && id !== session.sessionId;
    })
    .toBe(true);
});
