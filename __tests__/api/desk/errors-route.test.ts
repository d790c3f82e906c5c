import errorsRoute from '@/pages/api/desk/errors';
import loggerRoute from '@/pages/api/logger';
import { getServerSideProps } from '@/pages/desk/errors';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import { DeskErrorList } from '@/lib/schemas/desk-errors';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { callPage } from '../../helpers/page-call';
import { postJson, serveRoute } from '../../helpers/route-server';
import { cookieHeader } from '../../helpers/session-cookies';
import { memberOfType } from '../../helpers/staff-members';

let errors: Awaited<ReturnType<typeof serveRoute>>;
let logger: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [errors, logger] = await Promise.all([serveRoute(errorsRoute), serveRoute(loggerRoute), getDb()]);
}, 90_000);
afterAll(() => Promise.all([errors.close(), logger.close()]));

async function topErrors(token?: string): Promise<Answer> {
  const res = await fetch(`${errors.url}/api/desk/errors`, { headers: bearer(token) });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

const ROLES_REFUSED = ['standard', 'moderator', 'contributor', 'author', 'editor'] as const;

describe('GET /api/desk/errors', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectRefused(await topErrors(), 401, 'AUTH_REQUIRED');
  });

  it.each(ROLES_REFUSED)('refuses a %s with 403 STAFF_ONLY and no errors', async (type) => {
    await postJson(logger.url, { message: 'Seen by administrators only' });
    const answer = await topErrors((await memberOfType(type)).idToken);
    expectRefused(answer, 403, 'STAFF_ONLY');
    expect(JSON.stringify(answer.json)).not.toContain('Seen by administrators only');
  });

  it('answers an administrator the groups reported, uncached', async () => {
    for (let i = 0; i < 3; i++) await postJson(logger.url, { message: 'Share button failed', callstack: `Error: x\n    at share (https://www.example.nz/_next/static/chunks/share-${i}a1b2c3d4.js:1:${i})`, userAgent: 'Firefox/140' });
    const answer = await topErrors((await memberOfType('administrator')).idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const list = DeskErrorList.parse(answer.json.data);
    expect(list.errors.find((group) => group.message === 'Share button failed')).toMatchObject({ reportsInDay: 3, firstFrame: 'share (/_next/static/chunks/share-<hash>.js)', sample: { userAgent: 'Firefox/140' } });
  });
});

describe('/desk/errors', () => {
  const sessionOf = async (type: Parameters<typeof memberOfType>[0]) => {
    const user = await memberOfType(type, `The ${type}`);
    return adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 });
  };

  it('sends a signed-out visitor to sign in, uncached and unindexed', async () => {
    const page = await callPage(getServerSideProps);
    expect(page.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/sign-in\?next=/), permanent: false } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(ROLES_REFUSED)('is not found for a member whose type is %s', async (type) => {
    expect((await callPage(getServerSideProps, { headers: cookieHeader(await sessionOf(type)) })).result).toEqual({ notFound: true });
  });

  it('shows an administrator the last 24 hours', async () => {
    const page = await callPage(getServerSideProps, { headers: cookieHeader(await sessionOf('administrator')) });
    const props = (page.result as { props: { list: DeskErrorList } }).props;
    expect(DeskErrorList.parse(props.list).errors.map((group) => group.message)).toContain('Seen by administrators only');
  });
});
