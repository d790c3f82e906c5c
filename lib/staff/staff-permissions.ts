import { isStaffRole, MODERATOR_MEMBER_TYPE, STAFF_ROLES, type StaffRole } from '@/lib/schemas/member-type';

// Pure rules, read by the server (which enforces them on every call) and by the desk (which only
// hides what the server would refuse). A member type that is not a staff role may do none of it.

// STAFF_ROLES is ordered least to most trusted, so a role's rank is its place there (no second
// table to keep in step; the account menu loads this file on every reader page).
const atLeast = (type: string | null | undefined, role: StaffRole) => isStaffRole(type) && STAFF_ROLES.indexOf(type) >= STAFF_ROLES.indexOf(role);

/** May open the desk and write drafts. */
export const isStaff = (type: string | null | undefined): type is StaffRole => isStaffRole(type);

/** May change a story's words: any staff member their own, an editor anyone's. */
export const canEditStory = (type: string | null | undefined, ownStory: boolean) => atLeast(type, 'editor') || (isStaff(type) && ownStory);

/** May publish, schedule or unpublish a story: an author their own, an editor anyone's. */
export const canPublishStory = (type: string | null | undefined, ownStory: boolean) => atLeast(type, 'editor') || (atLeast(type, 'author') && ownStory);

/** May create and edit collections, authors, podcasts, quizzes, TV shows and newsletter lists. */
export const canEditSiteContent = (type: string | null | undefined) => atLeast(type, 'editor');

/** May upload pictures to the media library and edit their alt text, caption and credit. */
export const canUploadImages = (type: string | null | undefined) => isStaff(type);

/** May invite staff and change a member's role. */
export const canManageStaff = (type: string | null | undefined) => atLeast(type, 'administrator');

/** May hide comments, dismiss reports and close comments (SPEC §3's moderator, and editors up). */
export const canModerate = (type: string | null | undefined) => type === MODERATOR_MEMBER_TYPE || atLeast(type, 'editor');

/**
 * May see members, supporters and revenue, act on a member's money (refund, pause, cancel, a
 * complimentary membership) and read the audit log: administrators only (issue [15]).
 */
export const canManageMembers = (type: string | null | undefined) => atLeast(type, 'administrator');
