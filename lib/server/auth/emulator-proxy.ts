import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The paths the Firebase JS SDK calls on an emulator: the REST APIs and the fake provider pages.
const EMULATOR_PATHS = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/'];

export const isAuthEmulatorPath = (url: string | undefined): boolean => EMULATOR_PATHS.some((prefix) => url?.startsWith(prefix));

/**
 * Passes a browser's Auth emulator call through to the emulator at `host` ("127.0.0.1:9099").
 * The browser talks to the emulator on the site's own origin, so the emulator's port can change
 * from run to run (free ports in tests) without rebuilding, and a phone on the LAN can sign in.
 */
export function proxyToAuthEmulator(host: string, req: IncomingMessage, res: ServerResponse): void {
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
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'AUTH_EMULATOR_UNAVAILABLE', message: 'The sign-in service is not answering.' } }));
  });
  req.pipe(upstream);
}
