import { ApiError } from './api-error';

// The calls behind the links in newsletter emails. They carry the signed token, never a cookie or
// a sign-in (credentials omitted), so they work in any browser the email is opened in.
async function postLink(path: string, init: RequestInit): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', credentials: 'omit', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'We could not reach the site. Check your connection and try again.');
  }
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(res.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? `The server answered ${res.status}.`);
}

const jsonBody = (token: string): RequestInit => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });

export const confirmNewsletter = (token: string) => postLink('/api/newsletters/confirm', jsonBody(token));

export const resubscribeNewsletter = (token: string) => postLink('/api/newsletters/resubscribe', jsonBody(token));

/** The same POST a mail program makes for RFC 8058 one-click unsubscribe. */
export const unsubscribeByLink = (token: string) =>
  postLink(`/api/newsletters/unsubscribe?token=${encodeURIComponent(token)}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
