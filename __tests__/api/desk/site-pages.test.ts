import listHandler from '@/pages/api/desk/site-pages/index';
import itemHandler from '@/pages/api/desk/site-pages/[slug]';
import { getServerSideProps as privacyPage } from '@/pages/privacy';
import { getServerSideProps as aboutPage } from '@/pages/about';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sitePages } from '@/lib/server/db/schema/content';
import type { SitePageProps } from '@/lib/server/site-pages/site-page-props';
import { SITE_PAGE_BODY_MAX_CHARS } from '@/lib/schemas/desk-site-page';
import { site } from '@/lib/site';
import { expectRefused } from '../../helpers/api-call';
import { callPage } from '../../helpers/page-call';
import { serveRoute } from '../../helpers/route-server';
import { send, siteContentCallers } from '../../helpers/staff-members';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;

beforeAll(async () => {
  [list, item] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler)]);
  callers = await siteContentCallers();
});
afterAll(() => Promise.all([list, item].map((s) => s.close())));

const page = (slug: string) => `${item.url}?slug=${encodeURIComponent(slug)}`;
const row = async (slug: 'about' | 'contact' | 'privacy') => (await (await getDb()).select().from(sitePages).where(eq(sitePages.slug, slug)))[0];
const shown = async (getServerSideProps: typeof privacyPage) => {
  const answer = await callPage(getServerSideProps);
  return { ...(answer.result as { props: SitePageProps }).props.page, cacheControl: answer.headers['cache-control'] };
};

describe('desk site pages', () => {
  it('lists about, contact and privacy, each with its default text until it is saved', async () => {
    const answer = await send('GET', list.url, undefined, callers.editor.idToken);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual([
      { slug: 'about', title: `About ${site.name}`, path: '/about', updated: null },
      { slug: 'contact', title: `Contact ${site.name}`, path: '/contact', updated: null },
      { slug: 'privacy', title: 'Privacy policy', path: '/privacy', updated: null },
    ]);
    const contact = await send('GET', page('contact'), undefined, callers.administrator.idToken);
    expect(contact.json.data.body).toContain(`mailto:${site.contactEmail}`);
    expect(contact.json.data.body).toContain('New Zealand Media Council');

    // A reader sees the same defaults, with no "Last updated" of their own, from a page a CDN may keep.
    const about = await shown(aboutPage);
    expect(about.title).toBe(`About ${site.name}`);
    expect(about.bodyHtml).toContain('Editorial independence');
    expect(about.updated).toBeNull();
    expect(about.cacheControl).toMatch(/^public, s-maxage=\d+/);
  });

  it('lets an editor rewrite the privacy page, and a reader sees the new words and the date at once', async () => {
    const before = await shown(privacyPage);
    expect(before.bodyHtml).toContain('Privacy Act 2020');

    const saved = await send('PUT', page('privacy'), { title: 'Our privacy promise', body: '<h2>Short version</h2><p>We keep as little as we can.</p>' }, callers.editor.idToken);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ slug: 'privacy', title: 'Our privacy promise', body: '<h2>Short version</h2><p>We keep as little as we can.</p>', path: '/privacy' });
    expect(saved.json.data.updated.text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect((await row('privacy'))?.updatedByUid).toBe(callers.editor.uid);

    // The cached page was forgotten on save: no wait for the cache to run out.
    const after = await shown(privacyPage);
    expect(after).toMatchObject({ title: 'Our privacy promise', bodyHtml: '<h2>Short version</h2><p>We keep as little as we can.</p>', updated: saved.json.data.updated });

    // An administrator may too, and the list shows when each page was last saved.
    expect((await send('PUT', page('privacy'), { title: 'Privacy', body: '<p>Second go.</p>' }, callers.administrator.idToken)).status).toBe(200);
    const listed = (await send('GET', list.url, undefined, callers.editor.idToken)).json.data as { slug: string; title: string; updated: unknown }[];
    expect(listed.find((p) => p.slug === 'privacy')).toMatchObject({ title: 'Privacy', updated: { text: expect.any(String), iso: expect.stringMatching(/\+1[23]:00$/) } });
    expect((await shown(privacyPage)).bodyHtml).toBe('<p>Second go.</p>');
  });

  it('sanitises the body as a story’s is: no script, no event handler, no javascript: link', async () => {
    const body = '<p onclick="steal()">Kia ora</p><script>alert(1)</script><p><a href="javascript:alert(2)">tap</a> <a href="/donate">give</a></p><iframe src="https://evil.example"></iframe>';
    const saved = await send('PUT', page('contact'), { title: 'Contact', body }, callers.editor.idToken);
    expect(saved.status).toBe(200);
    expect(saved.json.data.body).toBe('<p>Kia ora</p><p><a>tap</a> <a href="/donate">give</a></p>');
    expect((await row('contact'))?.bodyHtml).not.toMatch(/script|onclick|javascript|iframe/);
    // A picture must be one of the media library's, as in a story.
    expectRefused(await send('PUT', page('contact'), { title: 'Contact', body: '<figure data-image-id="999999"><img alt="x"></figure>' }, callers.editor.idToken), 400, 'UNKNOWN_IMAGE');
  });

  it('refuses authors, contributors and readers (403) and signed-out callers (401), and changes nothing', async () => {
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('GET', list.url, undefined, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', page('about'), { title: 'Hijacked', body: '<p>No.</p>' }, who.idToken), 403, 'STAFF_ONLY');
    }
    expectRefused(await send('PUT', page('about'), { title: 'Hijacked', body: '<p>No.</p>' }), 401, 'AUTH_REQUIRED');
    expectRefused(await send('GET', list.url), 401, 'AUTH_REQUIRED');
    expect(await row('about')).toBeUndefined();
    expect((await shown(aboutPage)).title).toBe(`About ${site.name}`);
  });

  it('answers 400 for a bad title or body and 404 for a page that is not one of the three', async () => {
    const good = { title: 'About us', body: '<p>Hello.</p>' };
    for (const bad of [{ title: '' }, { title: '   ' }, { title: 'x'.repeat(121) }, { body: 'x'.repeat(SITE_PAGE_BODY_MAX_CHARS + 1) }, { body: 7 }, { slug: 'terms' }, { body: 'a\u0000b' }]) {
      expectRefused(await send('PUT', page('about'), { ...good, ...bad }, callers.editor.idToken), 400, 'VALIDATION_FAILED');
    }
    expectRefused(await send('PUT', page('about'), { title: 'About us' }, callers.editor.idToken), 400, 'VALIDATION_FAILED');
    expect(await row('about')).toBeUndefined();
    for (const slug of ['terms', 'About', 'sitemap']) {
      expectRefused(await send('PUT', page(slug), good, callers.editor.idToken), 404, 'NOT_FOUND');
      expectRefused(await send('GET', page(slug), undefined, callers.editor.idToken), 404, 'NOT_FOUND');
    }
  });
});
