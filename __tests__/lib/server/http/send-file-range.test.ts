import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendFileWithRanges } from '@/lib/server/http/send-file-range';
import { serveRoute } from '../../../helpers/route-server';

const dir = mkdtempSync(path.join(tmpdir(), 'panui-range-'));
const file = path.join(dir, 'clip.wav');
writeFileSync(file, Buffer.from('0123456789'));

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute((req, res) => sendFileWithRanges(req, res, req.url === '/missing' ? path.join(dir, 'nope') : file, 'audio/wav'));
});
afterAll(() => server.close());

describe('sendFileWithRanges', () => {
  it('sends the whole file and says ranges are accepted', async () => {
    const res = await fetch(server.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(await res.text()).toBe('0123456789');
  });

  it('sends a requested range with 206 so players can seek', async () => {
    const res = await fetch(server.url, { headers: { Range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
    expect(await (await fetch(server.url, { headers: { Range: 'bytes=-3' } })).text()).toBe('789');
  });

  it('answers 416 for a range past the end and 404 for a missing file', async () => {
    expect((await fetch(server.url, { headers: { Range: 'bytes=20-' } })).status).toBe(416);
    expect((await fetch(`${server.url}/missing`)).status).toBe(404);
  });
});
