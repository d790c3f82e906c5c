import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface ImageSourceOptions {
  /** A copy of the site's wp-content/uploads folder: read pictures from it instead of over HTTP. */
  uploadsDir?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export const DEFAULT_IMAGE_TIMEOUT_MS = 20_000;
export const DEFAULT_IMAGE_MAX_BYTES = 25 * 1024 * 1024;

/** Why one picture could not be read; the post is imported without it. */
export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

const UPLOADS = '/wp-content/uploads/';

/** The file under `uploadsDir` that an attachment URL names; never a path outside that folder. */
export function uploadsPath(uploadsDir: string, url: string): string {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    throw new ImageSourceError('the attachment URL is not a URL');
  }
  const at = pathname.indexOf(UPLOADS);
  if (at < 0) throw new ImageSourceError(`the URL is not under ${UPLOADS}`);
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, pathname.slice(at + UPLOADS.length));
  if (!file.startsWith(root + path.sep)) throw new ImageSourceError('the URL leaves the uploads folder');
  return file;
}

async function readUpload(uploadsDir: string, url: string, maxBytes: number): Promise<Buffer> {
  const file = uploadsPath(uploadsDir, url);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ImageSourceError(`${path.relative(path.resolve(uploadsDir), file)} is not in the uploads folder`);
  if (info.size > maxBytes) throw new ImageSourceError(`the file is larger than ${maxBytes} bytes`);
  return readFile(file);
}

async function download(url: string, doFetch: typeof fetch, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new ImageSourceError('only http and https URLs are fetched');
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    // By name, not instanceof: the abort's DOMException may come from another realm.
    const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string } };
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new ImageSourceError(timedOut ? `no answer within ${timeoutMs} ms` : `the request failed (${cause?.code ?? message ?? String(error)})`);
  }
  if (!response.ok) throw new ImageSourceError(`the server answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new ImageSourceError(`the file is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ImageSourceError(`the file is larger than ${maxBytes} bytes`);
      }
      chunks.push(Buffer.from(part.value));
    }
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError(`the download broke off (${error instanceof Error ? error.message : String(error)})`);
  }
  return Buffer.concat(chunks);
}

/** The bytes of an attachment: from the uploads copy when given, else over HTTP(S) with a timeout and a size limit. */
export function readAttachmentBytes(url: string, options: ImageSourceOptions = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES;
  if (options.uploadsDir) return readUpload(options.uploadsDir, url, maxBytes);
  return download(url, options.fetch ?? fetch, options.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS, maxBytes);
}
