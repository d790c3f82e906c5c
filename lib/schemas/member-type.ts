// Kept apart from member.ts, which needs zod: the browser reads this without loading zod.
/** The only member type the product knows so far (SPEC §6); also the fallback type. */
export const STANDARD_MEMBER_TYPE = 'standard';
