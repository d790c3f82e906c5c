import { getConfig } from '@/lib/server/config';
import { buildRobotsTxt } from '@/lib/server/syndication/robots-service';
import { getServerSideProps } from '@/pages/robots.txt';
import { callTextPage } from '../../../helpers/text-page';

describe('buildRobotsTxt', () => {
  it('allows everything but private and test paths, and names the sitemap and the news sitemap', () => {
    expect(buildRobotsTxt('https://panui.example.nz').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /sign-in',
      'Disallow: /sign-up',
      'Disallow: /auth/',
      'Disallow: /test/',
      '',
      'Sitemap: https://panui.example.nz/sitemap.xml',
      'Sitemap: https://panui.example.nz/news-sitemap.xml',
      '',
    ]);
  });
});

describe('GET /robots.txt', () => {
  it('answers plain text naming the sitemap by SITE_URL', async () => {
    const { headers, body, result } = await callTextPage(getServerSideProps);
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(result).toEqual({ props: {} });
    expect(body).toContain(`Sitemap: ${new URL('/sitemap.xml', getConfig().SITE_URL).href}\n`);
  });
});
