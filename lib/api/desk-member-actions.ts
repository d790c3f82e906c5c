import type { ComplimentaryMembership } from '@/lib/schemas/desk-members';
import type { ComplimentaryBody, DeskCancelBody, DeskPauseBody, DeskResumeBody, DeskSubscriptionState } from '@/lib/schemas/member-actions';
import { deskCall } from './desk-client';

/** Administrators' actions on a member's account (docs/api.md, "Desk: member actions and audit log"). */
const subscriptionPath = (subscriptionId: string, action: string) => `/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`;

export const pauseMemberSubscription = (subscriptionId: string, body: DeskPauseBody) => deskCall<DeskSubscriptionState>('POST', subscriptionPath(subscriptionId, 'pause'), { body });

export const resumeMemberSubscription = (subscriptionId: string, body: DeskResumeBody) => deskCall<DeskSubscriptionState>('POST', subscriptionPath(subscriptionId, 'resume'), { body });

export const cancelMemberSubscription = (subscriptionId: string, body: DeskCancelBody) => deskCall<DeskSubscriptionState>('POST', subscriptionPath(subscriptionId, 'cancel'), { body });

export const grantComplimentary = (memberUid: string, body: ComplimentaryBody) =>
  deskCall<ComplimentaryMembership>('POST', `/members/${encodeURIComponent(memberUid)}/complimentary`, { body });

export const revokeComplimentary = (memberUid: string, id: number) =>
  deskCall<ComplimentaryMembership>('DELETE', `/members/${encodeURIComponent(memberUid)}/complimentary/${id}`);
