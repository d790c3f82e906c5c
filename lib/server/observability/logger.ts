import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { ConfigSchema } from '../config';
import { REDACTED, redactPaths, scrubText, scrubValues } from './log-redaction';
import { currentRequest } from './request-store';

/**
 * The server's one logger (decision 240): pino, one JSON object a line on stdout in production,
 * readable lines in development (pino-pretty, a dev dependency, when it is installed), redacted by
 * pino's own `redact` and scrubbed of addresses, card numbers and tokens in free text (decision 241).
 * Code on the server writes `log().info(…)`; a line written while a request is served carries its
 * `requestId`, read from the request's context when the line is written (a child logger per
 * request would cost ~50 µs to make, the redaction paths being compiled for each).
 */

type LogState = { root: Logger };

// One root for the process, shared by the custom server and every bundle Next builds, like the database handle.
const LOGGER_KEY = Symbol.for('panui.logger');
type GlobalWithLogger = typeof globalThis & { [LOGGER_KEY]?: LogState };

/** LOG_LEVEL as config.ts checks it; a bad value is reported by the configuration check at start, and logs go on at `info`. */
function logLevel(): string {
  const parsed = ConfigSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL);
  return parsed.success ? parsed.data : 'info';
}

/** pino-pretty in development when it is installed (`npm ci --omit=dev` leaves it out, and production never asks). */
function prettyDestination(): DestinationStream | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dev dependency, loaded only when present
    const pretty = require('pino-pretty') as typeof PinoPretty;
    return pretty({ sync: true, colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' });
  } catch {
    return undefined;
  }
}

function scrubbedError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  return scrubValues(serialized);
}

function createRoot(destination: DestinationStream | undefined): Logger {
  return pino(
    {
      level: logLevel(),
      timestamp: pino.stdTimeFunctions.isoTime,
      // Only for lines that are written: a level that is off costs nothing.
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { err: scrubbedError },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValues(object) as Record<string, unknown>,
      },
      hooks: {
        // The message and its format arguments are free text: scrub them as the object's strings are.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          // Without a message pino would use the error's own as the line's message, unscrubbed.
          if (typeof rest[0] !== 'string') {
            const lone = first instanceof Error ? first : undefined;
            const within = typeof first === 'object' && first !== null && (first as { err?: unknown }).err instanceof Error ? (first as { err: Error }).err : undefined;
            const error = lone ?? within;
            if (error) {
              method.apply(this, [lone ? { err: lone } : first, scrubText(error.message), ...rest] as unknown as Parameters<typeof method>);
              return;
            }
          }
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
    },
    destination ?? prettyDestination() ?? pino.destination({ dest: 1, sync: true }),
  );
}

function state(): LogState {
  const g = globalThis as GlobalWithLogger;
  return (g[LOGGER_KEY] ??= { root: createRoot(undefined) });
}

/** The process's logger, for start-up, jobs and scripts (the same as `log()`, named for where no request is served). */
export function rootLogger(): Logger {
  return state().root;
}

/** The logger: within a request every line it writes carries the request's `requestId`. */
export function log(): Logger {
  return state().root;
}

/** Sends every line to `destination` from now on (tests read the lines; `undefined` goes back to stdout). */
export function setLogDestination(destination: DestinationStream | undefined): void {
  const g = globalThis as GlobalWithLogger;
  g[LOGGER_KEY] = { root: createRoot(destination) };
}

/**
 * Routes console.* to the logger, for the production server: Next.js and other libraries write
 * their errors with console.error, which would otherwise be the one kind of line that is not JSON
 * and carries no request id.
 */
export function routeConsoleToLogger(): void {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      const text = first instanceof Error ? (rest.length ? format(...rest) : first.message) : format(...args);
      // Next.js 16 writes a page's error twice in a row (its route module, then its server): one line a request.
      const request = currentRequest();
      if (level === 'error' && request) {
        if (request.lastConsoleError === text) return;
        request.lastConsoleError = text;
      }
      if (first instanceof Error) log()[level]({ err: first }, text);
      else log()[level](text);
    };
  console.debug = write('debug');
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
