import { leaveOutMarkupCopies } from '@/lib/server/rendering/markup-copies';

const article = { id: 3, title: 'Budget day', bodyHtml: '<p>The body.</p>' };

describe('leaveOutMarkupCopies', () => {
  it('leaves the article body out of an article page’s data, without changing the props the page shares', () => {
    const pageProps = { article, age: 'new' };
    const data = { page: '/[category]/[date]/[slug]', props: { pageProps, __N_SSP: true } };
    leaveOutMarkupCopies(data);
    expect(data.props).toEqual({ pageProps: { article: { id: 3, title: 'Budget day', bodyHtml: null }, age: 'new' }, __N_SSP: true });
    expect(pageProps.article.bodyHtml).toBe('<p>The body.</p>');
    expect(JSON.stringify(data)).not.toContain('The body.');
  });

  it('does the same for a story’s preview, and leaves every other page as it is', () => {
    const preview = { page: '/preview/[token]', props: { pageProps: { kind: 'story', article } } };
    leaveOutMarkupCopies(preview);
    expect(JSON.stringify(preview)).not.toContain('The body.');
    const page = { page: '/about', props: { pageProps: { article } } };
    leaveOutMarkupCopies(page);
    expect(page.props.pageProps.article.bodyHtml).toBe('<p>The body.</p>');
    const notFound = { page: '/[category]/[date]/[slug]', props: { pageProps: {} } };
    leaveOutMarkupCopies(notFound);
    expect(notFound.props.pageProps).toEqual({});
  });
});
