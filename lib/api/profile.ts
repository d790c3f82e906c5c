import type { DeleteMemberBody } from '@/lib/schemas/profile';
import { postTsom } from './tsom-client';

/** Revokes every session of the signed-in member, on every device. */
export const signOutEverywhere = () => postTsom<{ signedOut: true }>('/members/sign-out-everywhere', { body: {} });

/** Deletes the signed-in member's account (docs/api.md); the body repeats the member's confirmation. */
export const deleteMember = (body: DeleteMemberBody) => postTsom<{ deleted: true }>('/members/delete-member', { body });
