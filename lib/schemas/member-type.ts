// Kept apart from member.ts, which needs zod: the browser reads this without loading zod.
/** Every member's type unless set otherwise (SPEC §6); also the fallback type. */
export const STANDARD_MEMBER_TYPE = 'standard';
/** May hide comments, dismiss reports and close an article's comments; set with `npm run member:role`. */
export const MODERATOR_MEMBER_TYPE = 'moderator';

export const MEMBER_TYPES = [STANDARD_MEMBER_TYPE, MODERATOR_MEMBER_TYPE] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const isMemberType = (value: string): value is MemberType => (MEMBER_TYPES as readonly string[]).includes(value);
