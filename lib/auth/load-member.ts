import { ApiError } from '@/lib/api/api-error';
import type { Member } from '@/lib/schemas/member';
import { STANDARD_MEMBER_TYPE } from '@/lib/schemas/member-type';

/** SPEC §9: the profile load is tried 3 times, 1 second apart. */
const PROFILE_ATTEMPTS = 3;
const PROFILE_RETRY_DELAY_MS = 1_000;

export interface ProfileUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

// 400 is what SPEC §4 names; our server answers a missing member with 404 (decision 17, docs/decisions/).
const isNoSuchMember = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The member SPEC §4 builds when the profile cannot be loaded for another reason. */
const fallbackMember = (user: ProfileUser): Member => ({
  uid: user.uid,
  id: user.uid,
  ds_id: user.uid,
  email: user.email,
  name: user.displayName,
  firstName: null,
  lastName: null,
  type: STANDARD_MEMBER_TYPE,
});

/**
 * Loads the member, retrying failures. All attempts answering "no such member" → null; any other
 * failure among them → the fallback member, so a flaky network does not sign a member out.
 * `isCurrent` stops the retries once the signed-in user has changed.
 */
export async function loadMemberWithRetry(
  user: ProfileUser,
  load: (uid: string) => Promise<Member>,
  isCurrent: () => boolean = () => true,
): Promise<Member | null> {
  let onlyMissing = true;
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt += 1) {
    try {
      return await load(user.uid);
    } catch (error) {
      onlyMissing &&= isNoSuchMember(error);
    }
    if (attempt < PROFILE_ATTEMPTS) await wait(PROFILE_RETRY_DELAY_MS);
    if (!isCurrent()) return null;
  }
  return onlyMissing ? null : fallbackMember(user);
}
