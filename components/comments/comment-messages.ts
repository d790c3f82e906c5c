import { ApiError } from '@/lib/api/api-error';

/** What to tell the reader when a comment call fails: the server's message, or a general one. */
export const commentErrorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again in a moment.';
