// After signing in the reader returns to where they were, but only ever on this site: a `next`
// naming another origin would make the sign-in page an open redirect.
const HOME = '/';

/** `next` when it is a path on this site ("/…", never "//…" or "/\…", which browsers read as another host); else "/". */
export function safeNextPath(next: unknown): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string' || !value.startsWith('/')) return HOME;
  if (value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return HOME;
  return value;
}

/**
 * Where an emailed sign-in link goes on to: the landing page's own `next`, or, when the link is
 * opened as Firebase's action page hands it over, the `next` inside its `continueUrl`.
 */
export function nextAfterEmailLink(query: Record<string, string | string[] | undefined>): string {
  if (query.next !== undefined) return safeNextPath(query.next);
  const continueUrl = Array.isArray(query.continueUrl) ? query.continueUrl[0] : query.continueUrl;
  if (!continueUrl) return HOME;
  try {
    return safeNextPath(new URL(continueUrl).searchParams.get('next') ?? undefined);
  } catch {
    return HOME;
  }
}

/** `path` with `next` kept as its query, unless `next` is just home. */
export function withNext(path: string, next: string): string {
  return next === HOME ? path : `${path}?next=${encodeURIComponent(next)}`;
}

// Pages about signing in: after them the reader goes on to their own `next`, not back to them.
const AUTH_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password', '/verify-email']);

/** Where the header's "Sign in" link sends the reader back to once signed in. */
export function returnPathFor(asPath: string, next: unknown): string {
  const pathname = asPath.split(/[?#]/)[0] ?? '';
  const onAuthPage = AUTH_PAGES.has(pathname) || pathname.startsWith('/auth/');
  return safeNextPath(onAuthPage ? next : asPath);
}
