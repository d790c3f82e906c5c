import type { MemberListPage, MemberRecord } from '@/lib/schemas/desk-members';
import type { MemberListParams } from '@/lib/desk/member-list-query';
import { deskCall } from './desk-client';

/** The desk's member calls (docs/api.md, "Desk: members"); administrators only. */
export const fetchMemberPage = (params: MemberListParams, signal?: AbortSignal) => deskCall<MemberListPage>('GET', '/members', { params, signal });

/** A member's record as it is now: for the desk's actions to show what they changed without reloading the page. */
export const fetchMemberRecord = (uid: string, signal?: AbortSignal) => deskCall<MemberRecord>('GET', `/members/${encodeURIComponent(uid)}`, { signal });
