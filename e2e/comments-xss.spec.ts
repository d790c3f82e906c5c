import { randomUUID } from 'node:crypto';
import { XSS_PAYLOADS } from './data/xss-payloads';
import { expect, test } from './fixtures';
import { apiMember, type ApiMember, commentsRegion, openComments, postComment, storyOnHome } from './helpers/comments';

const INJECTABLE = 'script, img, svg, iframe, object, embed, style, link, meta, base, form, input, textarea, video, audio, math, template, noscript, marquee, details';
// COMMENTS_RATE_LIMIT allows 10 posts per member in 10 minutes.
const PER_MEMBER = 10;

test('a corpus of script-injection comments renders as inert text', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const story = await storyOnHome(page, request, 4);
  const tag = randomUUID().slice(0, 6);

  // Posted through the API to keep it fast: one thread, every payload a reply (replies are not paged),
  // by as many members as the rate limit needs, each from its own address.
  const members: ApiMember[] = [];
  for (let i = 0; i <= XSS_PAYLOADS.length / PER_MEMBER; i++) members.push(await apiMember(request, `Xss${i}`));
  const address = (i: number) => ({ 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${i + 1}` });
  const thread = await postComment(request, members[0]!, story.articleId, `XSS corpus ${tag}`, address(0));
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const by = Math.floor((index + 1) / PER_MEMBER);
    await postComment(request, members[by]!, story.articleId, payload, address(by), thread);
  }

  await openComments(page, story.path);
  const region = commentsRegion(page);
  const threadItem = region.getByRole('listitem').filter({ has: page.getByRole('article').filter({ hasText: `XSS corpus ${tag}` }) });
  await expect(threadItem.getByRole('article')).toHaveCount(XSS_PAYLOADS.length + 1);

  for (const payload of XSS_PAYLOADS) {
    await expect(threadItem.getByText(payload.trim(), { exact: true }), payload).toBeVisible();
  }
  const inside = await region.evaluate((root, selector) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      injected: [...root.querySelectorAll(selector)].map((element) => element.outerHTML),
      handlers: elements.filter((element) => element.getAttributeNames().some((name) => name.toLowerCase().startsWith('on'))).map((element) => element.outerHTML),
      hrefs: [...root.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).protocol),
      styled: elements.filter((element) => element.hasAttribute('style')).length,
    };
  }, INJECTABLE);
  expect(inside.injected).toEqual([]);
  expect(inside.handlers).toEqual([]);
  expect(inside.styled).toBe(0);
  expect(inside.hrefs.length).toBeGreaterThan(0);
  expect(inside.hrefs.filter((protocol) => protocol !== 'http:' && protocol !== 'https:')).toEqual([]);
  expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
  // Let any late handler (a failed image, an animation, a focus) have its chance before counting dialogs.
  await page.mouse.move(400, 400);
  await page.keyboard.press('Tab');
  expect(dialogs).toEqual([]);
});
