import { z } from 'zod';

/**
 * POST /api/tsom/members/delete-member. The page asks twice; the body repeats the answer, so a
 * stray call (a replayed request, a script that posts `{}`) cannot delete an account.
 */
export const DeleteMemberBody = z.object({ confirm: z.literal('DELETE MY ACCOUNT', 'must be "DELETE MY ACCOUNT"') }).strict();
export type DeleteMemberBody = z.input<typeof DeleteMemberBody>;

/** POST /api/tsom/members/sign-out-everywhere takes no fields. */
export const SignOutEverywhereBody = z.object({}).strict();
