import { DESK_TIME_ZONE } from '@/lib/stories/story-status';
import { STAFF_ROLES, type StaffRole } from '@/lib/schemas/member-type';

/** What the role select offers: the four roles, and taking someone off the staff. */
export type RoleChoice = StaffRole | 'standard';

export const ROLE_LABELS: Record<RoleChoice, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
  standard: 'Not staff',
};

export const ROLE_CHOICES: readonly RoleChoice[] = [...STAFF_ROLES, 'standard'];

/** "Contributor" → "a contributor", "Administrator" → "an administrator". */
export const withArticle = (role: StaffRole) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

const invitedAtFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: DESK_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** An invite's time in the newsroom's time zone, the same on the server and in the browser. */
export const formatInvitedAt = (iso: string) => invitedAtFormat.format(new Date(iso));
