import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { countBody, declaresMoreThan } from '../http/body-limit';
import { AppError } from '../http/errors';
import { audioDir } from '../seed/audio';

/** An episode's uploaded audio may be at most this large (a two-hour MP3 at 192 kbit/s is about 170 MB). */
export const PODCAST_AUDIO_MAX_BYTES = 250 * 1024 * 1024;

export type AudioKind = 'mp3' | 'm4a' | 'ogg';

/** What the first bytes say the file is; the name and Content-Type a browser sends are not trusted. */
export function sniffAudio(head: Buffer): AudioKind | null {
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && /^(M4A |M4B |mp42|mp41|isom|iso2|dash)$/.test(head.toString('latin1', 8, 12))) return 'm4a';
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame header without an ID3 tag: 11 sync bits, a layer that is not "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0) return 'mp3';
  return null;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, `The audio file is larger than ${PODCAST_AUDIO_MAX_BYTES / 1024 / 1024} MB.`);
const notAudio = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'That file is not MP3, M4A or OGG audio.');

/**
 * Streams an upload into DATA_DIR/audio (where /audio/{file} serves it from) under a new name,
 * refusing it at once when its first bytes are not MP3, M4A or OGG (415) or when it grows past
 * the limit (413); a refused upload leaves no file behind. Answers the file name.
 */
export async function receivePodcastAudio(req: IncomingMessage, dataDir: string, limit = PODCAST_AUDIO_MAX_BYTES): Promise<{ audioFile: string; bytes: number }> {
  if (declaresMoreThan(req, limit)) {
    req.resume();
    throw tooLarge();
  }
  const dir = audioDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `upload-${randomUUID()}`;
  const partial = path.join(dir, `${name}.part`);
  const out = createWriteStream(partial);
  let size = 0;
  let head = Buffer.alloc(0);
  let kind: AudioKind | null = null;
  let failed = false;
  try {
    await new Promise<void>((resolve, reject) => {
      // The rest of a refused upload is read and dropped, so the client gets its answer.
      const fail = (error: AppError) => {
        failed = true;
        req.resume();
        reject(error);
      };
      out.on('error', () => fail(new AppError('AUDIO_NOT_STORED', 503, 'The audio could not be stored. Try again.')));
      countBody(req, limit, {
        onTooLarge: () => {
          if (!failed) fail(tooLarge());
        },
        onChunk: (chunk, total) => {
          if (failed) return;
          size = total;
          if (kind === null && head.length < 16) {
            head = Buffer.concat([head, chunk]).subarray(0, 16);
            if (head.length >= 12 || size >= 16) {
              kind = sniffAudio(head);
              if (!kind) return fail(notAudio());
            }
          }
          if (!out.write(chunk)) {
            req.pause();
            out.once('drain', () => req.resume());
          }
        },
      });
      req.on('end', () => {
        if (failed) return;
        kind ??= sniffAudio(head);
        if (!kind) return reject(notAudio());
        if (size === 0) return reject(notAudio());
        out.end(() => resolve());
      });
      req.on('error', () => reject(new AppError('BAD_REQUEST', 400, 'The upload could not be read.')));
    });
    const audioFile = `${name}.${kind!}`;
    await rename(partial, path.join(dir, audioFile));
    return { audioFile, bytes: size };
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
