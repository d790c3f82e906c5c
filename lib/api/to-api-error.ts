import { isAxiosError } from 'axios';
import { ApiError } from './api-error';

const NETWORK_MESSAGE = 'We could not reach Pānui. Check your connection and try again.';

/** Retry-After in seconds (the form our API sends); undefined when absent or a date. */
function retryAfterSeconds(header: unknown): number | undefined {
  const seconds = typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Turns whatever axios threw into an ApiError (status 0 when nothing came back). */
export function toApiError(error: unknown): unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status ?? 0;
  const payload: unknown = error.response?.data;
  const body = typeof payload === 'object' && payload !== null && 'error' in payload ? (payload as { error: unknown }).error : undefined;
  if (typeof body === 'object' && body !== null && 'code' in body && 'message' in body) {
    return new ApiError(status, String(body.code), String(body.message), retryAfterSeconds(error.response?.headers['retry-after']), 'details' in body ? body.details : undefined);
  }
  return new ApiError(status, status ? 'HTTP_ERROR' : 'NETWORK_ERROR', status ? `The server answered ${status}.` : NETWORK_MESSAGE);
}
