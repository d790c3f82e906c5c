// bench:burst's load: many readers asking for one page at the same moment, each on a connection of
// its own. autocannon spends so much of its own time on 1,000 connections in one process that its
// latencies were half a second for a page nginx had cached (its p50 525 ms where a plain socket
// client, in the same minute, saw 70 ms), so this is a plain socket per reader and little else:
// no timer or regular expression per reader, the head read from the first chunk.
import { connect, type Socket } from 'node:net';

export interface ReaderBurst {
  /** Each answered request's time from writing it to its last byte, in milliseconds, sorted. */
  latenciesMs: number[];
  /** Answers by status code, and `error` for a connection that failed or timed out. */
  statuses: Record<string, number>;
  /** Answers by nginx's X-Cache-Status (`none` without one). */
  cacheStatuses: Record<string, number>;
  /** Answers sent with Content-Encoding: gzip. */
  gzipped: number;
  /** CPU ms this process used from the first request written to the last answer read. */
  clientCpuMs: number;
}

const TIMEOUT_MS = 10_000;

interface Answer {
  status: string;
  cache: string;
  gzip: boolean;
  ms: number;
}

/** A header's value in a lower-cased head, or undefined. */
function headerIn(head: string, name: string): string | undefined {
  const at = head.indexOf(`\r\n${name}:`);
  if (at < 0) return undefined;
  const start = at + name.length + 3;
  const end = head.indexOf('\r\n', start);
  return head.slice(start, end < 0 ? undefined : end).trim();
}

/**
 * Where a chunked body ends within `body` (the byte after its last chunk), or -1 while more is to
 * come; `from` is where the next chunk's size line starts, moved on as whole chunks arrive.
 */
function chunkedEnd(body: Buffer, from: { at: number }): number {
  for (;;) {
    const lineEnd = body.indexOf('\r\n', from.at);
    if (lineEnd < 0) return -1;
    const size = Number.parseInt(body.toString('latin1', from.at, lineEnd), 16);
    // The last chunk has size 0, then an empty line (nginx sends no trailers).
    if (size === 0) return body.length >= lineEnd + 4 ? lineEnd + 4 : -1;
    const next = lineEnd + 2 + size + 2;
    if (body.length < next) return -1;
    from.at = next;
  }
}

/** Reads one HTTP/1.1 answer on `socket`, timed from `writtenAt()` to its last byte. */
function answerOn(socket: Socket, writtenAt: () => bigint): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let pending: Buffer | undefined;
    let received = 0;
    let head: { status: string; cache: string; gzip: boolean; length: number | null } | undefined;
    // A chunked body (nginx serves its cached copies so) is kept to find its end; a sized one is only counted.
    let chunked: Buffer = Buffer.alloc(0);
    const nextChunk = { at: 0 };
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      if (!head) return reject(new Error('the connection closed before an answer'));
      resolve({ status: head.status, cache: head.cache, gzip: head.gzip, ms: Number(process.hrtime.bigint() - writtenAt()) / 1e6 });
    };
    socket.on('data', (chunk: Buffer) => {
      let body: Buffer = chunk;
      if (!head) {
        // The head almost always arrives whole in the first chunk; only a split one is joined.
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        const text = pending.subarray(0, end + 2).toString('latin1').toLowerCase();
        body = pending.subarray(end + 4);
        pending = undefined;
        const length = headerIn(text, 'content-length');
        head = { status: text.slice(9, 12), cache: headerIn(text, 'x-cache-status')?.toUpperCase() ?? 'none', gzip: headerIn(text, 'content-encoding') === 'gzip', length: length === undefined ? null : Number(length) };
      }
      if (head.length !== null) {
        received += body.length;
        if (received >= head.length) done();
        return;
      }
      chunked = chunked.length ? Buffer.concat([chunked, body]) : body;
      if (chunkedEnd(chunked, nextChunk) >= 0) done();
    });
    socket.on('end', done);
    socket.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}

function opened(host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
    // Once connected, answerOn hears its errors; until then (other readers still connecting) none may go unheard.
    socket.on('error', () => undefined);
  });
}

/** Opens `readers` connections to `url`, then writes the same GET on all of them at once. */
export async function readerBurst(url: string, readers: number, headers: Record<string, string>): Promise<ReaderBurst> {
  const target = new URL(url);
  const request = Buffer.from(
    [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n'),
  );
  const statuses: Record<string, number> = {};
  const cacheStatuses: Record<string, number> = {};
  const tally = (counts: Record<string, number>, key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const sockets = await Promise.allSettled(Array.from({ length: readers }, () => opened(target.hostname, Number(target.port || 80))));
  const open = sockets.flatMap((socket) => (socket.status === 'fulfilled' ? [socket.value] : []));
  for (let i = open.length; i < readers; i += 1) tally(statuses, 'error');
  // One timer for all: a reader still waiting after TIMEOUT_MS is counted as an error.
  const timeout = setTimeout(() => open.forEach((socket) => socket.destroy(new Error('timed out'))), TIMEOUT_MS);
  // Every socket's answer is listened for before the first request goes out.
  const writtenAt = open.map(() => 0n);
  const answers = open.map((socket, i) => answerOn(socket, () => writtenAt[i] as bigint));
  const cpuBefore = process.cpuUsage();
  open.forEach((socket, i) => {
    writtenAt[i] = process.hrtime.bigint();
    socket.write(request);
  });
  const settled = await Promise.allSettled(answers);
  const cpu = process.cpuUsage(cpuBefore);
  clearTimeout(timeout);
  // Closed once every answer is in: a reader who has the page does not wait for the close.
  open.forEach((socket) => socket.destroy());
  const latenciesMs: number[] = [];
  let gzipped = 0;
  for (const result of settled) {
    if (result.status === 'rejected') {
      tally(statuses, 'error');
      continue;
    }
    const answer = result.value;
    tally(statuses, answer.status);
    tally(cacheStatuses, answer.cache);
    if (answer.gzip) gzipped += 1;
    latenciesMs.push(answer.ms);
  }
  return { latenciesMs: latenciesMs.sort((a, b) => a - b), statuses, cacheStatuses, gzipped, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The `q` quantile (0–1) of sorted figures, nearest rank; 0 for none. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
