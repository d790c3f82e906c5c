/** A call our API refused: its status and `error.code`, with a message meant for people. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429: how many seconds the server asks to wait (its Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
    /** `error.details` as sent (e.g. the other person's story on a 409 STORY_CONFLICT): unchecked, the caller checks what it reads. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}
