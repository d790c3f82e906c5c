import handler from '@/pages/api/dev/mailbox-html';
import { getServerSideProps } from '@/pages/dev/mailbox';
import { expectRefused, get } from '../../helpers/api-call';
import { callPage } from '../../helpers/page-call';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());

describe('GET /api/dev/mailbox-html', () => {
  it('answers a template’s HTML under a sandboxing CSP of its own', async () => {
    const res = await fetch(`${server.url}/api/dev/mailbox-html?sample=receipt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'; /);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('Receipt for $25.00 NZD');
  });

  it('refuses a path for a file name, and answers 404 for an unknown template', async () => {
    expectRefused(await get(`${server.url}/api/dev/mailbox-html?file=..%2F..%2Fetc%2Fpasswd`), 400, 'VALIDATION_FAILED');
    expectRefused(await get(`${server.url}/api/dev/mailbox-html?sample=nothing`), 404, 'NOT_FOUND');
  });
});

describe('/dev/mailbox', () => {
  it('renders the list, private and uncached, and opens a sample', async () => {
    const page = await callPage(getServerSideProps, { query: { sample: 'welcome' } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.result).toMatchObject({ props: { shown: { kind: 'sample', template: 'welcome' } } });
  });
});
