import { fullName } from '../members/member-store';

/** What readers see of a commenter: their name as the member row has it, never their email. */
export function commenterName(author: { firstName: string | null; lastName: string | null; name: string | null }): string {
  return fullName(author.firstName, author.lastName) ?? (author.name?.trim() || 'Reader');
}
