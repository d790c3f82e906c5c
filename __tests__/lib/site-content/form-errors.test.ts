import { ApiError } from '@/lib/api/api-error';
import { checkTitleAndSlug, fieldErrorsOf } from '@/lib/site-content/form-errors';

describe('desk form errors', () => {
  it('puts a refusal next to the field it is about', () => {
    expect(fieldErrorsOf(new ApiError(409, 'SLUG_TAKEN', 'Another collection already uses the slug "kauri". Choose a different one.'))).toEqual({
      slug: 'is already used by another collection. Choose a different one.',
    });
    expect(fieldErrorsOf(new ApiError(400, 'VALIDATION_FAILED', 'Invalid body: articleIds.3 names no story (id 9)'))).toEqual({ articleIds: 'names no story (id 9)' });
    expect(fieldErrorsOf(new ApiError(403, 'STAFF_ONLY', 'Only editors and administrators can change collections.'))).toEqual({ '': 'Only editors and administrators can change collections.' });
  });

  it('checks title and slug before calling', () => {
    expect(checkTitleAndSlug(' ', 'Bad Slug')).toEqual({ title: 'is required', slug: expect.stringContaining('lower-case') });
    expect(checkTitleAndSlug('Kauri', 'kauri-2026')).toEqual({});
  });
});
