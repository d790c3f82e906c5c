// Kept apart from member.ts, which needs zod: the browser reads this without loading zod.
/** Every member's type unless set otherwise (SPEC §6); also the fallback type. */
export const STANDARD_MEMBER_TYPE = 'standard';
/** May hide comments, dismiss reports and close an article's comments; set with `npm run member:role`. */
export const MODERATOR_MEMBER_TYPE = 'moderator';

/**
 * The newsroom's roles, as in Ghost, least to most trusted (lib/staff/staff-permissions.ts says
 * what each may do): a contributor writes drafts, an author publishes their own stories, an editor
 * publishes and edits anyone's, an administrator also manages staff.
 */
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MEMBER_TYPES = [STANDARD_MEMBER_TYPE, MODERATOR_MEMBER_TYPE, ...STAFF_ROLES] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const isMemberType = (value: string): value is MemberType => (MEMBER_TYPES as readonly string[]).includes(value);
export const isStaffRole = (value: string | null | undefined): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '');
