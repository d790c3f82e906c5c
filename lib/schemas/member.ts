import { z } from 'zod';
import { isValidEmail } from './credentials';
import { text } from './text';

export const Email = text()
  .trim()
  .max(254)
  .refine(isValidEmail, 'is not a valid email address')
  .transform((email) => email.toLowerCase());

const PersonName = text().trim().min(1, 'must not be empty').max(100);

/** A member as every members call answers it (SPEC §3): `id` and `ds_id` are the uid. */
export const Member = z.object({
  uid: z.string(),
  id: z.string(),
  ds_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  type: z.string(),
});
export type Member = z.infer<typeof Member>;

/**
 * POST /api/tsom/members. The uid is never in the body: it comes from the bearer token when
 * there is one, otherwise the server creates a Firebase account for the email.
 */
export const CreateMemberBody = z
  .object({
    email: Email,
    firstName: PersonName.optional(),
    lastName: PersonName.optional(),
    name: PersonName.optional(),
  })
  .strict();
export type CreateMemberBody = z.input<typeof CreateMemberBody>;

/** POST /api/tsom/members/update-member: only the name fields; email changes go through Firebase. */
export const UpdateMemberBody = z
  .object({
    firstName: PersonName.nullable().optional(),
    lastName: PersonName.nullable().optional(),
    name: PersonName.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type UpdateMemberBody = z.input<typeof UpdateMemberBody>;

/** Query of POST /api/tsom/members/get-member: exactly one of uid and email. */
export const GetMemberQuery = z.union([
  z.object({ uid: text().min(1).max(128) }).strict(),
  z.object({ email: Email }).strict(),
]);
export type GetMemberQuery = z.input<typeof GetMemberQuery>;

/** POST /api/tsom/members/get-member-type */
export const MemberTypeBody = z.object({ email: Email }).strict();
/** Only the type; null when no member has that email. */
export const MemberTypeAnswer = z.object({ type: z.string().nullable() });
export type MemberTypeAnswer = z.infer<typeof MemberTypeAnswer>;
