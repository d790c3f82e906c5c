import type { CreateMemberBody, Member, MemberTypeAnswer, UpdateMemberBody } from '@/lib/schemas/member';
import { postTsom } from './tsom-client';

/** Anonymous visitors may create a member; a signed-in reader's token decides whose member it is. */
export const createMember = (body: CreateMemberBody) => postTsom<Member>('/members', { body, tokenPolicy: 'optional' });

export const getMemberByUid = (uid: string) => postTsom<Member>('/members/get-member', { params: { uid } });

export const getMemberByEmail = (email: string) => postTsom<Member>('/members/get-member', { params: { email } });

export const updateMember = (body: UpdateMemberBody) => postTsom<Member>('/members/update-member', { body });

export const getMemberType = (email: string) =>
  postTsom<MemberTypeAnswer>('/members/get-member-type', { body: { email }, tokenPolicy: 'none' });
