import { ApiError } from '@/lib/api/api-error';

/** Errors by field path ('title', 'slug', 'articleIds.0'); '' holds an error that belongs to no field. */
export type FieldErrors = Record<string, string>;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The checks a site-content form makes before it calls the server (the server checks them again). */
export function checkTitleAndSlug(title: string, slug: string, titleField = 'title'): FieldErrors {
  const errors: FieldErrors = {};
  if (!title.trim()) errors[titleField] = 'is required';
  if (!slug.trim()) errors.slug = 'is required';
  else if (!SLUG_PATTERN.test(slug.trim())) errors.slug = 'must be lower-case letters and digits joined by hyphens (e.g. "election-2026")';
  return errors;
}

/**
 * The field a refusal is about. The desk client keeps only the code and message; a validation
 * message reads "Invalid body: {path} {what is wrong}" (api-route's validationError), and
 * SLUG_TAKEN is always about the slug.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { '': 'Something went wrong. Try again.' };
  if (error.code === 'SLUG_TAKEN') {
    const kind = /^Another (.+?) already uses/.exec(error.message)?.[1] ?? 'record of this kind';
    return { slug: `is already used by another ${kind}. Choose a different one.` };
  }
  const match = error.code === 'VALIDATION_FAILED' ? /^Invalid body: (\S+) (.+)$/.exec(error.message) : null;
  if (match) return { [match[1]!.replace(/\.\d+$/, '')]: match[2]! };
  return { '': error.message };
}
