import { sanitiseArticleHtml } from '@/lib/server/content/sanitise-article-html';
import { articlesA } from '@/lib/server/seed/content/articles-a';
import { articlesB } from '@/lib/server/seed/content/articles-b';

describe('sanitiseArticleHtml', () => {
  it('keeps exactly the tags the desk’s editor makes', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong><em>e</em><s>x</s><code>c</code><br /></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><blockquote class="pull-quote">p</blockquote><hr />';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, iframes, other classes and unsafe links', () => {
    const clean = sanitiseArticleHtml(
      '<p onclick="x()" style="color:red" class="lead">t</p><script>alert(1)</script><iframe src="https://x.example"></iframe><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><a href="//x.example">p</a><a href="data:text/html,hi">d</a><span class="evil">s</span><blockquote class="big">b</blockquote>',
    );
    expect(clean).toBe('<p>t</p><a>j</a><a>p</a><a>d</a><span>s</span><blockquote>b</blockquote>');
  });

  it('keeps the editor’s picture (alt written or still empty) and drops an img that came without alt', () => {
    const figure = '<figure data-image-id="3"><img alt="" /><figcaption>c<span class="credit">d</span></figcaption></figure>';
    expect(sanitiseArticleHtml(figure.replace('<img alt="" />', '<img src="/x.jpg" alt="">'))).toBe(figure);
    expect(sanitiseArticleHtml('<p>a</p><img src="https://x.example/y.jpg"><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('keeps lang="mi" and lang="en" on passages and drops any other language or attribute value', () => {
    const reo = '<p>The minister said <span lang="mi">kia kaha</span> to the crowd.</p><p lang="mi">Tēnā koutou katoa.</p><blockquote lang="mi">Ko au te awa</blockquote><h2 lang="mi">Te Wiki o te Reo</h2><ul><li lang="en">one</li></ul>';
    expect(sanitiseArticleHtml(reo)).toBe(reo);
    expect(sanitiseArticleHtml('<p lang="fr">a</p><span lang="mi-x-evil">b</span><span lang="MI" onclick="x()">c</span>')).toBe('<p>a</p><span>b</span><span>c</span>');
  });

  it('keeps http, https, mailto and root-relative links with their titles', () => {
    const html = '<p><a href="https://a.nz" title="A">a</a><a href="http://b.nz">b</a><a href="mailto:news@panui.nz">m</a><a href="/sport">s</a></p>';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it('leaves every seeded story as it was written (readers see the same body as before)', () => {
    for (const article of [...articlesA, ...articlesB]) expect(sanitiseArticleHtml(article.bodyHtml)).toBe(article.bodyHtml);
  });
});
