import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { countBody, declaresMoreThan } from '@/lib/server/http/body-limit';

const request = (headers: Record<string, string> = {}) => Object.assign(new PassThrough(), { headers }) as unknown as IncomingMessage & PassThrough;

describe('upload body limits', () => {
  it('refuses on a declared Content-Length over the limit, and only then', () => {
    expect(declaresMoreThan(request({ 'content-length': '11' }), 10)).toBe(true);
    expect(declaresMoreThan(request({ 'content-length': '10' }), 10)).toBe(false);
    expect(declaresMoreThan(request({ 'content-length': 'lots' }), 10)).toBe(false);
    expect(declaresMoreThan(request(), 10)).toBe(false);
  });

  it('passes chunks on while the streamed total is within the limit, then says once that it is too large', async () => {
    const req = request();
    const seen: number[] = [];
    const onTooLarge = jest.fn();
    countBody(req, 10, { onChunk: (_chunk, total) => seen.push(total), onTooLarge });
    for (const size of [4, 6, 1, 5]) req.write(Buffer.alloc(size));
    req.end();
    await new Promise((resolve) => req.on('end', resolve).resume());
    expect(seen).toEqual([4, 10]);
    expect(onTooLarge).toHaveBeenCalledTimes(1);
  });
});
