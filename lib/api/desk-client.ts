import axios, { type Method } from 'axios';
import { currentToken, FIREBASE_TOKEN_MISSING } from './tsom-client';
import { toApiError } from './to-api-error';

/** The newsroom desk's calls (docs/api.md, "Desk"): JSON under /api/desk, always with the staff member's ID token. */
const desk = axios.create({ baseURL: '/api/desk', headers: { Accept: 'application/json' } });

desk.interceptors.request.use(async (config) => {
  const token = await currentToken();
  if (!token) throw new Error(FIREBASE_TOKEN_MISSING);
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export interface DeskCallOptions {
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  /** For uploads. */
  onUploadProgress?: (fraction: number) => void;
  /** Extra request headers, e.g. an upload's `X-File-Name` (URL-encoded). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls `/api/desk{path}` and answers the response's `data`; refusals become ApiError (its status, code and message). */
export async function deskCall<T>(method: Method, path: string, options: DeskCallOptions = {}): Promise<T> {
  try {
    const response = await desk.request<{ data: T }>({
      method,
      url: path,
      data: options.body,
      params: options.params,
      signal: options.signal,
      headers: { ...(options.body instanceof FormData || options.body instanceof Blob ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      onUploadProgress: options.onUploadProgress ? (event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0) : undefined,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error);
  }
}
