import { z } from 'zod';

/**
 * POST /api/tsom/members/delete-member. The page asks twice; the body repeats the answer, so a
 * stray call (a replayed request, a script that posts `{}`) cannot delete an account.
 */
export const DeleteMemberBody = z.object({ confirm: z.literal('DELETE MY ACCOUNT', 'must be "DELETE MY ACCOUNT"') }).strict();
export type DeleteMemberBody = z.input<typeof DeleteMemberBody>;

/** POST /api/tsom/members/sign-out-everywhere takes no fields. */
export const SignOutEverywhereBody = z.object({}).strict();

/** The formats of GET /api/tsom/members/my-data: a JSON file for programs, one HTML page for a person (decision 300). */
export const MEMBER_DATA_FORMATS = ['json', 'html'] as const;
export type MemberDataFormat = (typeof MEMBER_DATA_FORMATS)[number];

/** GET /api/tsom/members/my-data?format=json|html; JSON unless asked. */
export const MemberDataQuery = z.object({ format: z.enum(MEMBER_DATA_FORMATS, 'must be json or html').default('json') }).strict();
