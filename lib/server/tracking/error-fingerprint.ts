import { createHash } from 'node:crypto';

// How reports of one error are recognised as one (decision 245): by their message and their first
// stack frame, each with what changes between occurrences taken out. A message's ids, long
// numbers and hashes differ from one report to the next ("… (ref 3f0c…)", "chunk 4213 failed");
// a frame's line and column, host and build hashes differ between deployments and CDNs. What
// stays is what the error is and where it was thrown.

const MESSAGE_CAP = 500;
const FRAME_CAP = 300;

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A run of 8 or more hex digits with a digit and a letter in it: a hash, a build id, a long id. */
const HEX_RUN = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
/** Four digits or more: ids, timestamps, sizes. Short numbers (an HTTP status, a chunk) stay. */
const LONG_NUMBER = /\d{4,}/g;
/** In a file name, a run of 8 or more letters and digits with both in it: Turbopack's base-36 chunk hashes (`_1kl72pow8p5gn._.js`). */
const ALPHANUMERIC_HASH = /(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{8,}/gi;
const ORIGIN = /\b[a-z][a-z0-9+.-]*:\/\/[^/\s)]*/gi;
const QUERY = /[?#][^\s)]*/g;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Ids, hashes and long numbers replaced, URLs without origin or query: what reports of one error share. */
export function normaliseMessage(message: string): string {
  const normalised = collapse(message)
    .replace(/https?:\/\/[^\s)'"]+/gi, (url) => url.replace(ORIGIN, '').replace(QUERY, ''))
    .replace(UUID, '<id>')
    .replace(HEX_RUN, '<hash>')
    .replace(LONG_NUMBER, '<n>');
  return normalised.slice(0, MESSAGE_CAP);
}

/** `at fn (location)`, `at location`, `fn@location` (Firefox, Safari) → the function and the location. */
function parseFrame(line: string): { fn: string | null; location: string } | null {
  const text = line.trim();
  const v8 = /^at (?:async )?(?:(.+?) \((.+)\)|(.+))$/.exec(text);
  if (v8) return v8[3] ? { fn: null, location: v8[3] } : { fn: v8[1] ?? null, location: v8[2] ?? '' };
  const gecko = /^([^@\s]*)@(.+:\d+(?::\d+)?)$/.exec(text);
  if (gecko) return { fn: gecko[1] || null, location: gecko[2] ?? '' };
  return null;
}

/** Frames in a library or the runtime: the first frame of our own code says more about where an error is. */
const isOutsideFrame = (location: string) => /\/node_modules\/|^node:|^internal\/|^<anonymous>$|^native$/.test(location);

/** A location without line and column, origin, query, working directory or build hashes. */
function normaliseLocation(location: string, cwd: string): string {
  let normalised = location
    .replace(/(?::\d+){1,2}$/, '')
    .replace(/^webpack-internal:\/\/\/(?:\([^)]*\)\/)?/, '')
    .replace(/^file:\/\//, '')
    .replace(ORIGIN, '')
    .replace(QUERY, '');
  if (cwd && normalised.startsWith(cwd)) normalised = normalised.slice(cwd.length).replace(/^\/+/, '');
  return normalised.replace(HEX_RUN, '<hash>').replace(ALPHANUMERIC_HASH, '<hash>').replace(LONG_NUMBER, '<n>');
}

/**
 * The first frame of a stack (the error's own code before any library's) as `fn (file)` or `file`,
 * without line and column; null when the stack has no frame. Lines are split on line breaks and
 * on ` | `, which is what the logger's schema makes of them.
 */
export function firstFrame(callstack: string | null | undefined, cwd = ''): string | null {
  if (!callstack) return null;
  const frames = callstack
    .split(/\r?\n| \| /)
    .map(parseFrame)
    .filter((frame): frame is { fn: string | null; location: string } => frame !== null);
  const frame = frames.find((candidate) => !isOutsideFrame(candidate.location)) ?? frames[0];
  if (!frame) return null;
  const location = normaliseLocation(frame.location, cwd);
  return collapse(frame.fn ? `${frame.fn} (${location})` : location).slice(0, FRAME_CAP);
}

/** 32 hex digits of sha-256 over the source, the normalised message and the normalised first frame. */
export function errorFingerprint(source: 'browser' | 'server', message: string, frame: string | null): string {
  return createHash('sha256').update(`${source}\n${message}\n${frame ?? ''}`).digest('hex').slice(0, 32);
}

/**
 * A page's path for a sample: no origin, query or fragment (a query may carry a token), and a
 * segment holding a long mixed-case run (a signed preview or newsletter token) hidden.
 */
export function samplePath(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  return path
    .split('/')
    .map((segment) => (/(?=[\w-]*[A-Z])(?=[\w-]*[a-z0-9])[\w-]{20,}/.test(segment) ? '<token>' : segment))
    .join('/')
    .slice(0, 500);
}
