import type { User } from 'firebase/auth';
import { ApiError } from '@/lib/api/api-error';
import { createMember } from '@/lib/api/members';
import { reportClientError } from '@/lib/api/report-client-error';

/** A failed create is tried 3 times in all; a 429's Retry-After is waited for, up to this long. */
export const ENSURE_MEMBER_ATTEMPTS = 3;
const MAX_WAIT_MS = 3_000;
const DEFAULT_WAIT_MS = 1_000;

/** Too many requests, a server failure or no answer: worth another try. A refusal (403, 409) is not. */
const isPassing = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const waitFor = (error: unknown) =>
  Math.min(MAX_WAIT_MS, error instanceof ApiError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : DEFAULT_WAIT_MS);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes sure a signed-in reader with an email has a member row (creating one is idempotent on
 * the server), e.g. after a sign-up or a first sign-in by email link or with an account made
 * elsewhere. A passing failure is tried again; if it still fails, the sign-in goes on: the server
 * makes the row at the next sign-in or member call (decision 305), so no reader is left half set up.
 * A refusal (an email another member holds) is thrown for the form to show.
 */
export async function ensureMember(user: User, names: { firstName?: string; lastName?: string } = {}, wait = sleep): Promise<void> {
  if (!user.email) return;
  const [first, ...rest] = (user.displayName ?? '').split(' ').filter(Boolean);
  const firstName = names.firstName?.trim() || first;
  const lastName = names.lastName?.trim() || rest.join(' ') || undefined;
  const body = { email: user.email, firstName, lastName, name: user.displayName || undefined };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await createMember(body);
      return;
    } catch (error) {
      if (!isPassing(error)) throw error;
      if (attempt >= ENSURE_MEMBER_ATTEMPTS) {
        reportClientError('Creating the member failed; the server makes it at the next call', error);
        return;
      }
      await wait(waitFor(error));
    }
  }
}
