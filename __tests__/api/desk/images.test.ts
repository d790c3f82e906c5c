import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { images } from '@/lib/server/db/schema/images';
import { members } from '@/lib/server/db/schema/members';
import { localImageDir } from '@/lib/server/providers/image-storage/image-storage-from-config';
import { bearer } from '../../helpers/api-call';
import { serveDeskImageRoutes } from '../../helpers/desk-image-routes';
import { createEmailUser, type EmailUser } from '../../helpers/firebase-emulator';

type Server = Awaited<ReturnType<typeof serveDeskImageRoutes>>['list'];
let list: Server;
let one: Server;
let media: Server;
let editor: EmailUser;
let contributor: EmailUser;
let reader: EmailUser;

beforeAll(async () => {
  [editor, contributor, reader] = await Promise.all([createEmailUser(), createEmailUser(), createEmailUser()]);
  const db = await getDb();
  await db.insert(members).values([
    { uid: editor.uid, email: editor.email, type: 'editor' },
    { uid: contributor.uid, email: contributor.email, type: 'contributor' },
    { uid: reader.uid, email: reader.email, type: 'standard' },
  ]);
  ({ list, one, media } = await serveDeskImageRoutes());
});
afterAll(() => Promise.all([list.close(), one.close(), media.close()]));

const photo = (colour: string, width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

const upload = (bytes: Buffer, token?: string, name = 'Harbour%20dawn.jpg', headers: Record<string, string> = {}) =>
  fetch(list.url, { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/octet-stream', 'X-File-Name': name, ...headers }, body: new Uint8Array(bytes) });

/**
 * POSTs `total` bytes in 1 MB chunks with no Content-Length, stopping as soon as the server
 * answers. A bare socket: the test environment's request interceptor would buffer the whole body.
 */
function chunkedUpload(total: number, token: string): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(list.url);
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = '';
    const chunk = Buffer.concat([Buffer.from(`100000\r\n`), Buffer.alloc(0x100000), Buffer.from('\r\n')]);
    const finish = () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body, sent });
    };
    socket.on('data', (part: Buffer) => (answer += part.toString()));
    socket.on('close', finish);
    // The server hangs up after its 413; a write after that fails, which is the point.
    socket.on('error', () => (answer ? undefined : reject(new Error('no answer before the connection failed'))));
    socket.write(`POST / HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\nX-File-Name: huge.jpg\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const pump = () => {
      while (!answer && !socket.destroyed && sent < total) {
        sent += 0x100000;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      if (!answer && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

const imageCount = async () => (await (await getDb()).select({ n: count() }).from(images))[0]!.n;

test('a staff member uploads a picture: 201 with its DeskImage, and its variants are served from /media with long caching', async () => {
  const res = await upload(await photo('#336699'), contributor.idToken);
  expect(res.status).toBe(201);
  const { data } = await res.json();
  expect(data).toMatchObject({ originalName: 'Harbour dawn.jpg', format: 'jpeg', width: 800, height: 500, widths: [320, 640, 800], alt: '', caption: '', credit: '' });
  expect(data.storageKey).toMatch(/^[0-9a-f]{20}$/);
  expect(typeof data.id).toBe('number');

  const file = await fetch(`${media.url}/${data.storageKey}/640.webp`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(file.headers.get('last-modified')).toBeTruthy();
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });

  const etag = file.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect((await fetch(`${media.url}/${data.storageKey}/640.webp`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  expect((await fetch(`${media.url}/${data.storageKey}/800.avif`)).headers.get('content-type')).toBe('image/avif');
  expect((await fetch(`${media.url}/${data.storageKey}/original.jpg`)).headers.get('content-type')).toBe('image/jpeg');
});

test('/media answers 404 for unknown pictures and for keys that try to leave the store', async () => {
  expect((await fetch(`${media.url}/0123456789abcdef0123/640.webp`)).status).toBe(404);
  for (const bad of ['..%2F..%2Fetc/passwd', '0123456789abcdef0123/..%2F..%2Fpasswd', 'abc/640.webp', '0123456789abcdef0123/640.exe']) {
    expect((await fetch(`${media.url}/${bad}`)).status).toBe(404);
  }
  expect((await fetch(`${media.url}/0123456789abcdef0123/640.webp`, { method: 'POST' })).status).toBe(405);
});

test('a reader, or nobody, cannot upload: 403/401 and nothing is stored', async () => {
  const before = await imageCount();
  const folders = () => readdirSync(localImageDir(getConfig())).length;
  const foldersBefore = folders();
  const asReader = await upload(await photo('#aa3311'), reader.idToken);
  expect(asReader.status).toBe(403);
  expect((await asReader.json()).error.code).toBe('STAFF_ONLY');
  expect((await upload(await photo('#aa3312'))).status).toBe(401);
  expect(await imageCount()).toBe(before);
  expect(folders()).toBe(foldersBefore);
});

test('something that is not a picture is a 415 with a clear message; an empty upload a 400', async () => {
  const before = await imageCount();
  const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), editor.idToken, 'logo.jpg', { 'Content-Type': 'image/jpeg' });
  expect(res.status).toBe(415);
  expect((await res.json()).error).toEqual({ code: 'UNSUPPORTED_IMAGE', message: 'That file is not a picture we can use (JPEG, PNG, WebP, AVIF or GIF).' });
  const empty = await upload(Buffer.alloc(0), editor.idToken);
  expect(empty.status).toBe(400);
  expect(await imageCount()).toBe(before);
});

test('an upload over IMAGE_MAX_BYTES is refused with 413 as it streams, without reading the rest', async () => {
  const limit = getConfig().IMAGE_MAX_BYTES;
  const before = await imageCount();
  // Declared too large: refused from the header.
  const declared = await upload(Buffer.alloc(limit + 1), editor.idToken);
  expect(declared.status).toBe(413);
  // Streamed without a length (chunked): refused once the count passes the limit, while the client is still sending.
  const streamed = await chunkedUpload(limit * 4, editor.idToken);
  expect(streamed.status).toBe(413);
  expect(JSON.parse(streamed.body).error.code).toBe('IMAGE_TOO_LARGE');
  expect(streamed.sent).toBeLessThan(limit * 4);
  expect(await imageCount()).toBe(before);
});

test('the library lists newest first a page at a time, searches name, alt and caption, and PATCH sets the words', async () => {
  const uploaded = [];
  for (const [i, colour] of ['#101010', '#202020', '#303030'].entries()) {
    const res = await upload(await photo(colour, 400 + i, 300), editor.idToken, encodeURIComponent(`kererū ${i}.jpg`));
    uploaded.push((await res.json()).data);
  }
  const patched = await fetch(`${one.url}/${uploaded[0].id}`, {
    method: 'PATCH',
    headers: { ...bearer(editor.idToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ alt: ' A wood pigeon on a branch ', caption: 'Kererū in the Waitākere Ranges.', credit: 'Photo: Aroha Te Ao' }),
  });
  expect(patched.status).toBe(200);
  expect((await patched.json()).data).toMatchObject({ id: uploaded[0].id, alt: 'A wood pigeon on a branch', caption: 'Kererū in the Waitākere Ranges.', credit: 'Photo: Aroha Te Ao' });

  const all = await (await fetch(`${list.url}?q=${encodeURIComponent('kererū')}`, { headers: bearer(contributor.idToken) })).json();
  expect(all.data.images.map((image: { id: number }) => image.id)).toEqual([uploaded[2].id, uploaded[1].id, uploaded[0].id]);
  const byAlt = await (await fetch(`${list.url}?q=pigeon`, { headers: bearer(editor.idToken) })).json();
  expect(byAlt.data.images.map((image: { id: number }) => image.id)).toEqual([uploaded[0].id]);
  const none = await (await fetch(`${list.url}?q=${encodeURIComponent('100%_')}`, { headers: bearer(editor.idToken) })).json();
  expect(none.data).toEqual({ images: [], nextCursor: null });

  const first = await (await fetch(list.url, { headers: bearer(editor.idToken) })).json();
  expect(first.data.images.length).toBeGreaterThanOrEqual(4);
  expect(first.data.images[0].id).toBe(uploaded[2].id);
  expect(first.data.nextCursor).toBeNull();
});

test('a page of 40 leads on to the next with its cursor, and a made-up cursor is a 400', async () => {
  const db = await getDb();
  const rows = Array.from({ length: 45 }, (_, i) => ({ storageKey: `feedfacefeedface${String(i).padStart(4, '0')}`, originalName: `bulk ${i}.png`, format: 'png', width: 10, height: 10, bytes: 10, widths: [10], createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i % 3)) }));
  await db.insert(images).values(rows);
  const page1 = await (await fetch(`${list.url}?q=bulk`, { headers: bearer(editor.idToken) })).json();
  expect(page1.data.images).toHaveLength(40);
  const page2 = await (await fetch(`${list.url}?q=bulk&cursor=${page1.data.nextCursor}`, { headers: bearer(editor.idToken) })).json();
  expect(page2.data.images).toHaveLength(5);
  expect(page2.data.nextCursor).toBeNull();
  const ids = [...page1.data.images, ...page2.data.images].map((image: { id: number }) => image.id);
  expect(new Set(ids).size).toBe(45);
  const bad = await fetch(`${list.url}?cursor=nonsense`, { headers: bearer(editor.idToken) });
  expect(bad.status).toBe(400);
});

test('PATCH refuses a reader, unknown fields, control characters and over-long text, and changes nothing; an unknown id is 404', async () => {
  const res = await upload(await photo('#445566', 350, 350), editor.idToken);
  const { data } = await res.json();
  const patch = (body: unknown, token = editor.idToken, id: number | string = data.id) =>
    fetch(`${one.url}/${id}`, { method: 'PATCH', headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await patch({ alt: 'x' }, reader.idToken)).status).toBe(403);
  expect((await patch({ storageKey: 'x' })).status).toBe(400);
  expect((await patch({ alt: 'line\nbreak' })).status).toBe(400);
  expect((await patch({ caption: 'x'.repeat(1_001) })).status).toBe(400);
  expect((await patch({ alt: 'x' }, editor.idToken, 99_999_999)).status).toBe(404);
  expect((await patch({ alt: 'x' }, editor.idToken, 'abc')).status).toBe(400);
  const after = await (await fetch(`${one.url}/${data.id}`, { headers: bearer(editor.idToken) })).json();
  expect(after.data).toMatchObject({ alt: '', caption: '', credit: '' });
});
