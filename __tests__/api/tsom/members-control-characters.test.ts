import { count } from 'drizzle-orm';
import createHandler from '@/pages/api/tsom/members/index';
import memberTypeHandler from '@/pages/api/tsom/members/get-member-type';
import updateHandler from '@/pages/api/tsom/members/update-member';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, expectRefused, post } from '../../helpers/api-call';
import { createVerifiedUser, type EmailUser, uniqueEmail } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';

// Issue [12] finding 2: a NUL reached Postgres, which refused the query, and the caller got a 500.

type Server = Awaited<ReturnType<typeof serveRoute>>;
let create: Server;
let memberType: Server;
let update: Server;
let member: EmailUser;

beforeAll(async () => {
  [create, memberType, update] = await Promise.all([serveRoute(createHandler), serveRoute(memberTypeHandler), serveRoute(updateHandler)]);
  member = await createVerifiedUser();
  expect((await post(create.url, { email: member.email, firstName: 'Mere' }, bearer(member.idToken))).status).toBe(200);
}, 60_000);
afterAll(() => Promise.all([create.close(), memberType.close(), update.close()]));
beforeEach(() => resetRateLimits());

const codePoint = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
const memberCount = async () => (await (await getDb()).select({ n: count() }).from(members))[0]?.n;

/** C0 controls (NUL, ESC, a line break, a tab), DEL, C1 controls and a lone surrogate. */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\n', '\t', '\u007f', '\u0085', '\u009b', '\ud800', '\udfff'].map((control) => [codePoint(control), control]);
const NAME_FIELDS = ['firstName', 'lastName', 'name'] as const;

describe('control characters are refused with 400 VALIDATION_FAILED, never a 500', () => {
  it.each(CONTROLS)('get-member-type, an email holding %s, without a token', async (_name, control) => {
    expectRefused(await post(memberType.url, { email: `x${control}@example.com` }), 400, 'VALIDATION_FAILED');
  });

  it.each(NAME_FIELDS)('POST /members, a NUL in %s, without a token: nothing is created', async (field) => {
    const before = await memberCount();
    expectRefused(await post(create.url, { email: uniqueEmail('nul'), [field]: 'a\u0000b' }), 400, 'VALIDATION_FAILED');
    expect(await memberCount()).toBe(before);
  });

  it.each(NAME_FIELDS)('update-member, a NUL in %s', async (field) => {
    expectRefused(await post(update.url, { [field]: 'a\u0000b' }, bearer(member.idToken)), 400, 'VALIDATION_FAILED');
  });

  it.each(CONTROLS)('update-member, a first name holding %s', async (_name, control) => {
    expectRefused(await post(update.url, { firstName: `Me${control}re` }, bearer(member.idToken)), 400, 'VALIDATION_FAILED');
  });

  it('keeps zero-width characters, which are part of some names and emoji', async () => {
    const res = await post(update.url, { firstName: 'Ngā\u200dire', name: 'Mere 👩\u200d🔬' }, bearer(member.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ firstName: 'Ngā\u200dire', name: 'Mere 👩\u200d🔬' });
  });
});
