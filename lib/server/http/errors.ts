/** The one error family services throw; the route wrapper turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} was not found.`);
export const forbidden = (message = 'That belongs to someone else.') => new AppError('FORBIDDEN', 403, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
