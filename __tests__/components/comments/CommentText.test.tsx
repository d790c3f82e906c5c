/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CommentText } from '@/components/comments/CommentText';

function renderText(body: string) {
  const { container } = render(<CommentText body={body} />);
  return container.firstElementChild as HTMLElement;
}

describe('CommentText', () => {
  it('makes http and https addresses links that search engines do not follow and that get no window.opener', () => {
    const text = renderText('See https://www.rnz.co.nz/news and http://example.nz/a?b=1 too');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.rnz.co.nz/news', 'http://example.nz/a?b=1']);
    for (const link of links) expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(text).toHaveTextContent('See https://www.rnz.co.nz/news and http://example.nz/a?b=1 too');
  });

  it('leaves the full stop, comma or bracket after an address out of the link, but keeps a bracket the address opened', () => {
    renderText('Read it (at https://example.nz/story). Also https://en.wikipedia.org/wiki/Kiwi_(disambiguation), then stop.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://example.nz/story',
      'https://en.wikipedia.org/wiki/Kiwi_(disambiguation)',
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.cookie)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['[click me](javascript:alert(1))'],
    ['//evil.example/path'],
    ['ftp://files.example.nz/x'],
    ['https://'],
  ])('leaves %s as text', (body) => {
    const text = renderText(body);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(text).toHaveTextContent(body);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['<svg onload=alert(1)>'],
    ['<iframe src="javascript:alert(1)"></iframe>'],
    ['&lt;b&gt;not bold&lt;/b&gt; &amp;amp;'],
    ['<a href="https://example.nz">a real-looking link</a>'],
  ])('shows markup as the characters typed: %s', (body) => {
    const text = renderText(body);
    expect(text.querySelectorAll('script, img, svg, iframe, b').length).toBe(0);
    expect(text.textContent).toBe(body);
  });

  it('cannot be broken out of through an address: a quote ends the link and the rest stays text', () => {
    const body = 'https://example.nz/"onmouseover="alert(1) and https://example.nz/\'><img src=x onerror=alert(1)>';
    const text = renderText(body);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.nz/', 'https://example.nz/']);
    for (const link of links) expect(link.getAttributeNames().sort()).toEqual(['href', 'rel']);
    expect(text.querySelector('img')).toBeNull();
    expect(text.textContent).toBe(body);
  });

  it('keeps line breaks and an address inside a longer word is still only the address', () => {
    const body = 'First line\nsecond line: xhttps://example.nz/ok';
    const text = renderText(body);
    expect(text.textContent).toBe(body);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.nz/ok');
  });
});
