import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { AppError } from '../../http/errors';
import { assertImageStorageKey, type ImageStorage } from './image-storage';
import { log } from '../../observability/logger';

export interface S3ImageStorageOptions {
  bucket: string;
  region: string;
  /** For R2, MinIO and other S3-compatible stores; AWS when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle?: boolean;
}

const storageFailed = (what: string) =>
  new AppError('IMAGE_STORAGE_FAILED', 502, `The picture store could not ${what} just now. Try again in a minute.`);

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** An S3-compatible bucket; objects are written with a year-long immutable Cache-Control, like /media. */
export function createS3ImageStorage(options: S3ImageStorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // One retry: an upload waits on this, and a store that is down stays down for a while.
    maxAttempts: 2,
  });
  const Bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      assertImageStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
        );
      } catch (error) {
        log().error({ err: error, key }, 'Images: S3 put failed');
        throw storageFailed('save the picture');
      }
    },
    async get(key) {
      assertImageStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = answer.Body;
        if (!body) return null;
        const stream = body instanceof Readable ? body : Buffer.from(await body.transformToByteArray());
        return {
          body: stream,
          contentType: answer.ContentType ?? 'application/octet-stream',
          bytes: answer.ContentLength ?? (Buffer.isBuffer(stream) ? stream.length : 0),
          ...(answer.LastModified ? { modifiedAt: answer.LastModified } : {}),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        log().error({ err: error, key }, 'Images: S3 get failed');
        throw storageFailed('read the picture');
      }
    },
    async has(key) {
      assertImageStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        log().error({ err: error, key }, 'Images: S3 head failed');
        throw storageFailed('check the picture');
      }
    },
  };
}
