import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Writable } from 'node:stream';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface InProcessRequest {
  method: string;
  url: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** What Next puts on req.query (route parameters such as `[file]`); absent, the URL's search is read. */
  query?: Record<string, string | string[]>;
  remoteAddress?: string;
}

export interface InProcessAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  text: string;
}

/** Collects what a handler writes: status, headers and body, as an HTTP client would see them. */
class RecordingResponse extends Writable {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private readonly headerMap = new Map<string, string | string[]>();
  readonly chunks: Buffer[] = [];

  setHeader(name: string, value: string | number | readonly string[]) {
    this.headerMap.set(name.toLowerCase(), Array.isArray(value) ? [...(value as string[])] : String(value));
    return this;
  }
  getHeader(name: string) {
    return this.headerMap.get(name.toLowerCase());
  }
  getHeaders() {
    return Object.fromEntries(this.headerMap);
  }
  hasHeader(name: string) {
    return this.headerMap.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headerMap.delete(name.toLowerCase());
  }
  writeHead(status: number, headers?: Record<string, string | number | string[]>) {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.headersSent = true;
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
}

/**
 * Calls a route handler in this process with a request made of plain streams: no socket, no
 * port, so a fuzzer can make tens of thousands of calls in seconds. The handler sees what Node's
 * server would hand it (method, url, lower-case headers, a readable body, socket.remoteAddress).
 */
export async function invokeInProcess(handler: RouteHandler, request: InProcessRequest): Promise<InProcessAnswer> {
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
  const req = new Readable({ read() {} }) as Readable & Record<string, unknown>;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  if (body && headers['content-length'] === undefined) headers['content-length'] = String(body.length);
  Object.assign(req, {
    method: request.method,
    url: request.url,
    headers,
    httpVersion: '1.1',
    socket: { remoteAddress: request.remoteAddress ?? '127.0.0.1' },
    ...(request.query ? { query: request.query } : {}),
  });
  // Chunks of 64 KB, as a socket delivers them, so size limits are checked part-way like in production.
  if (body) for (let offset = 0; offset < body.length; offset += 65_536) req.push(body.subarray(offset, offset + 65_536));
  req.push(null);

  const res = new RecordingResponse();
  const finished = new Promise<void>((resolve) => {
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
  });
  await handler(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  await finished;
  return { status: res.statusCode, headers: res.getHeaders(), text: Buffer.concat(res.chunks).toString('utf8') };
}
