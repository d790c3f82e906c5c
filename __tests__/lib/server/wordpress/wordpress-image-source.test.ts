import { http, HttpResponse, delay } from 'msw';
import { ImageSourceError, readAttachmentBytes, uploadsPath } from '@/lib/server/wordpress/wordpress-image-source';
import { outsideWorld } from '../../../helpers/msw';

const url = 'https://old.example.co.nz/wp-content/uploads/2019/05/photo.jpg';

describe('reading an attachment', () => {
  it('gives up on a server that does not answer in time', async () => {
    outsideWorld.use(http.get(url, async () => {
      await delay(600);
      return HttpResponse.text('late');
    }));
    await expect(readAttachmentBytes(url, { timeoutMs: 100 })).rejects.toThrow(new ImageSourceError('no answer within 100 ms'));
  });

  it('refuses a file over the size limit, whether or not the server says its length', async () => {
    outsideWorld.use(http.get(url, () => HttpResponse.arrayBuffer(new ArrayBuffer(5_000))));
    await expect(readAttachmentBytes(url, { maxBytes: 1_000 })).rejects.toThrow('larger than 1000 bytes');
    outsideWorld.use(http.get(url, () => new HttpResponse(new ReadableStream({ start: (c) => { c.enqueue(new Uint8Array(800)); c.enqueue(new Uint8Array(800)); c.close(); } }))));
    await expect(readAttachmentBytes(url, { maxBytes: 1_000 })).rejects.toThrow('larger than 1000 bytes');
  });

  it('fetches only http and https', async () => {
    await expect(readAttachmentBytes('file:///etc/passwd')).rejects.toThrow('only http and https');
  });

  it('maps an uploads URL into the uploads folder and never out of it', () => {
    expect(uploadsPath('/srv/uploads', url)).toBe('/srv/uploads/2019/05/photo.jpg');
    expect(() => uploadsPath('/srv/uploads', 'https://old.example.co.nz/wp-content/uploads/2019%2F..%2F..%2F..%2Fetc%2Fpasswd')).toThrow('leaves the uploads folder');
    expect(() => uploadsPath('/srv/uploads', 'https://old.example.co.nz/images/photo.jpg')).toThrow('not under /wp-content/uploads/');
  });
});
