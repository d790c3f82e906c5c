import { http, HttpResponse } from 'msw';
import { parseConfig } from '@/lib/server/config';
import { imageStorageFromConfig } from '@/lib/server/providers/image-storage/image-storage-from-config';
import { createS3ImageStorage } from '@/lib/server/providers/image-storage/s3-image-storage';
import { captureLogs } from '../../../../helpers/captured-logs';
import { outsideWorld } from '../../../../helpers/msw';

const ENDPOINT = 'https://s3.example.test';
const KEY = '0123456789abcdef0123/640.webp';
const storage = () =>
  createS3ImageStorage({ bucket: 'panui-media', region: 'auto', endpoint: ENDPOINT, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', forcePathStyle: true });

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  cacheControl: string | null;
  body: Buffer;
}

/** A tiny bucket at the HTTP edge: remembers what was PUT, answers GET and HEAD from it. */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'PUT' ? Buffer.from(await request.arrayBuffer()) : Buffer.alloc(0);
    seen.push({ method: request.method, url: request.url.split('?')[0]!, authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type'), cacheControl: request.headers.get('cache-control'), body });
    return body;
  };
  const keyOf = (request: Request) => new URL(request.url).pathname.replace('/panui-media/', '');
  outsideWorld.use(
    http.put(`${ENDPOINT}/panui-media/*`, async ({ request }) => {
      const body = await record(request);
      objects.set(keyOf(request), { body, type: request.headers.get('content-type') ?? '' });
      return new HttpResponse(null, { status: 200, headers: { ETag: '"abc"' } });
    }),
    http.get(`${ENDPOINT}/panui-media/*`, async ({ request }) => {
      await record(request);
      const object = objects.get(keyOf(request));
      if (!object) return new HttpResponse('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not here</Message></Error>', { status: 404, headers: { 'Content-Type': 'application/xml' } });
      return new HttpResponse(object.body, { status: 200, headers: { 'Content-Type': object.type, 'Content-Length': String(object.body.length), 'Last-Modified': 'Tue, 24 Nov 2026 10:00:00 GMT' } });
    }),
    http.head(`${ENDPOINT}/panui-media/*`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: objects.has(keyOf(request)) ? 200 : 404 });
    }),
  );
  return { seen };
}

async function readAll(body: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

test('put, get and has speak S3 to the bucket: signed requests, the bucket and key in the URL, type and immutable caching kept', async () => {
  const { seen } = fakeBucket();
  const store = storage();
  await store.put(KEY, Buffer.from('webp bytes'), 'image/webp');
  expect(await store.has(KEY)).toBe(true);
  expect(await store.has('0123456789abcdef0123/320.webp')).toBe(false);
  const file = await store.get(KEY);
  expect(file).toMatchObject({ contentType: 'image/webp', bytes: 10 });
  expect((await readAll(file!.body)).toString()).toBe('webp bytes');
  expect(file!.modifiedAt?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  expect(await store.get('0123456789abcdef0123/320.webp')).toBeNull();

  expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
    `PUT ${ENDPOINT}/panui-media/${KEY}`,
    `HEAD ${ENDPOINT}/panui-media/${KEY}`,
    `HEAD ${ENDPOINT}/panui-media/0123456789abcdef0123/320.webp`,
    `GET ${ENDPOINT}/panui-media/${KEY}`,
    `GET ${ENDPOINT}/panui-media/0123456789abcdef0123/320.webp`,
  ]);
  for (const request of seen) expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
  expect(seen[0]).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
  expect(seen[0]!.body.toString()).toBe('webp bytes');
});

test('an S3 failure is a clear 502 IMAGE_STORAGE_FAILED, not a stack trace', async () => {
  outsideWorld.use(
    http.all(`${ENDPOINT}/*`, () =>
      new HttpResponse('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>', { status: 403, headers: { 'Content-Type': 'application/xml' } }),
    ),
  );
  const logs = captureLogs();
  const store = storage();
  const refused = { code: 'IMAGE_STORAGE_FAILED', status: 502 };
  await expect(store.put(KEY, Buffer.from('x'), 'image/webp')).rejects.toMatchObject(refused);
  await expect(store.get(KEY)).rejects.toMatchObject(refused);
  await expect(store.has(KEY)).rejects.toMatchObject(refused);
  logs.stop();
  expect(logs.lines().map((line) => [line.level, line.msg, line.key])).toEqual([
    ['error', 'Images: S3 put failed', KEY],
    ['error', 'Images: S3 get failed', KEY],
    ['error', 'Images: S3 head failed', KEY],
  ]);
});

test('a key that is not ours never reaches the bucket', async () => {
  const { seen } = fakeBucket();
  await expect(storage().get('../other-bucket/secret.txt')).rejects.toThrow(/Not an image storage key/);
  expect(seen).toEqual([]);
});

test('configuration: local by default; s3 needs a bucket, and keys come in pairs', () => {
  expect(parseConfig({}).IMAGE_STORAGE).toBe('local');
  expect([parseConfig({}).SEED_PICTURES, parseConfig({ SEED_PICTURES: '0' }).SEED_PICTURES]).toEqual([true, false]);
  expect(parseConfig({})).toMatchObject({ IMAGE_MAX_BYTES: 25 * 1024 * 1024, IMAGE_MAX_PIXELS: 50_000_000 });
  expect(() => parseConfig({ IMAGE_STORAGE: 's3' })).toThrow(/^S3_BUCKET: is required with IMAGE_STORAGE=s3/);
  expect(() => parseConfig({ IMAGE_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(/^S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
  expect(() => parseConfig({ IMAGE_STORAGE: 'ftp' })).toThrow(/^IMAGE_STORAGE: /);
  expect(() => parseConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/^S3_ENDPOINT: /);
  const s3 = parseConfig({ IMAGE_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'true' });
  expect(s3).toMatchObject({ S3_REGION: 'auto', S3_FORCE_PATH_STYLE: true });
  expect(imageStorageFromConfig(s3)).toBeDefined();
});
