import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Where the Firebase JS SDK addresses an emulator; nothing under these reaches Next.
const EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/'];

/**
 * The calls the browser SDK (firebase 12) makes on an emulator, each on the caller's own account:
 * its endpoint table, without GET_PROJECT_CONFIG (`/v1/projects`, skipped in emulator mode). The
 * emulator's admin API (`/v1/projects/…`, `/emulator/v1/…`, `/emulator/action`) is not here.
 */
const BROWSER_PATHS = new Set([
  ...[
    'createAuthUri',
    'delete',
    'lookup',
    'resetPassword',
    'sendOobCode',
    'sendVerificationCode',
    'signInWithCustomToken',
    'signInWithEmailLink',
    'signInWithIdp',
    'signInWithPassword',
    'signInWithPhoneNumber',
    'signUp',
    'update',
  ].map((method) => `/identitytoolkit.googleapis.com/v1/accounts:${method}`),
  '/identitytoolkit.googleapis.com/v1/recaptchaParams',
  '/identitytoolkit.googleapis.com/v2/accounts:revokeToken',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:finalize',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:withdraw',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:start',
  '/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:finalize',
  '/identitytoolkit.googleapis.com/v2/passwordPolicy',
  '/identitytoolkit.googleapis.com/v2/recaptchaConfig',
  '/securetoken.googleapis.com/v1/token',
  // The fake provider's sign-in page and the helper frame of popup and redirect sign-in.
  '/emulator/auth/handler',
  '/emulator/auth/iframe',
]);

/** True for every path in the emulator's address space: the proxy answers them, allowed or not. */
export const isAuthEmulatorPath = (url: string | undefined): boolean => EMULATOR_PREFIXES.some((prefix) => url?.startsWith(prefix));

// Answer without an account: the liveness probe and the metrics scrape.
const API_PATHS_WITHOUT_ACCOUNTS = ['/api/health/live', '/api/metrics'];

/**
 * True for the calls that can reach the Auth emulator: its own address space, and the API, whose
 * routes verify tokens and manage accounts with it. While the emulator starts, these wait for it.
 */
export const needsAuthEmulator = (url: string | undefined): boolean => {
  const path = url?.split('?')[0] ?? '';
  return isAuthEmulatorPath(path) || (path.startsWith('/api/') && !API_PATHS_WITHOUT_ACCOUNTS.includes(path));
};

/** True when the browser SDK may call this path (the path exactly, so `..` or `%3A` never match). */
export const isBrowserAuthPath = (url: string | undefined): boolean => BROWSER_PATHS.has(url?.split('?')[0] ?? '');

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * Passes a browser's Auth emulator call through to the emulator at `host` ("127.0.0.1:9099").
 * The browser talks to the emulator on the site's own origin, so the emulator's port can change
 * from run to run (free ports in tests) without rebuilding. Only the SDK's own calls pass: the
 * emulator's admin API would list every account with its password and change any of them.
 */
export function proxyToAuthEmulator(host: string, req: IncomingMessage, res: ServerResponse): void {
  if (!isBrowserAuthPath(req.url)) return refuse(res, 404, 'NOT_FOUND', 'There is nothing here.');
  // The SDK never sends one; the emulator takes `Bearer owner` (or any service-account token) as its admin.
  if (req.headers.authorization !== undefined) {
    return refuse(res, 403, 'AUTH_EMULATOR_ADMIN_REFUSED', 'The sign-in service does not take an Authorization header here.');
  }
  const [hostname, port] = host.split(':');
  const upstream = request(
    { hostname, port: Number(port), method: req.method, path: req.url, headers: { ...req.headers, host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    refuse(res, 502, 'AUTH_EMULATOR_UNAVAILABLE', 'The sign-in service is not answering.');
  });
  req.pipe(upstream);
}
