// npm run member:role -- <email> <type>: gives a member any type: a staff role (contributor, author,
// editor, administrator), moderator, or standard again. The operator's tool, so it may also demote the
// last administrator (the desk refuses that); ADMIN_EMAILS or this makes a new one.
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { setMemberType } from '@/lib/server/members/member-role-service';
import { MEMBER_TYPES } from '@/lib/schemas/member-type';

const USAGE = `Usage: npm run member:role -- <email> <${MEMBER_TYPES.join('|')}>`;

async function main() {
  const [email, type, ...extra] = process.argv.slice(2);
  if (!email || !type || extra.length) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  getConfig();
  try {
    const changed = await setMemberType(await getDb(), email, type, new Date());
    console.log(`${changed.email} is now ${changed.type} (was ${changed.previousType}).`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
