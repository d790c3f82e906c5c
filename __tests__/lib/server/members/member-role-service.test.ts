import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { AppError } from '@/lib/server/http/errors';
import { setMemberType } from '@/lib/server/members/member-role-service';
import { memberRow } from '../../../helpers/member-rows';

const codeOf = (promise: Promise<unknown>) => promise.then(
  () => null,
  (error: unknown) => (error instanceof AppError ? error.code : error),
);

describe('npm run member:role', () => {
  it('makes a member a moderator by email (any case) and standard again', async () => {
    const uid = `uid-${randomUUID()}`;
    const email = `${uid}@example.nz`;
    await (await getDb()).insert(members).values({ uid, email });
    expect(await setMemberType(await getDb(), email.toUpperCase(), 'moderator', new Date())).toMatchObject({ uid, type: 'moderator', previousType: 'standard' });
    expect((await memberRow(uid))?.type).toBe('moderator');
    await setMemberType(await getDb(), email, 'standard', new Date());
    expect((await memberRow(uid))?.type).toBe('standard');
  });

  it.each(['contributor', 'author', 'editor', 'administrator'])('gives a member the staff role %s, and takes it away', async (role) => {
    const uid = `uid-${randomUUID()}`;
    const email = `${uid}@example.nz`;
    await (await getDb()).insert(members).values({ uid, email });
    expect(await setMemberType(await getDb(), email, role, new Date())).toMatchObject({ uid, type: role, previousType: 'standard' });
    expect((await memberRow(uid))?.type).toBe(role);
    await setMemberType(await getDb(), email, 'standard', new Date());
    expect((await memberRow(uid))?.type).toBe('standard');
  });

  it('names every member type when refusing one', async () => {
    const error = await setMemberType(await getDb(), 'anyone@example.nz', 'owner', new Date()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('"owner" is not a member type. Use one of: standard, moderator, contributor, author, editor, administrator.');
  });

  it('refuses an unknown email or type, changing nothing', async () => {
    const uid = `uid-${randomUUID()}`;
    await (await getDb()).insert(members).values({ uid, email: `${uid}@example.nz` });
    expect(await codeOf(setMemberType(await getDb(), 'nobody@example.nz', 'moderator', new Date()))).toBe('MEMBER_NOT_FOUND');
    expect(await codeOf(setMemberType(await getDb(), `${uid}@example.nz`, 'admin', new Date()))).toBe('UNKNOWN_MEMBER_TYPE');
    expect((await memberRow(uid))?.type).toBe('standard');
  });
});
