import { articleMetaTags, newsArticleJsonLd, scriptSafeJson, type StructuredArticle } from '@/lib/articles/article-structured-data';
import { site } from '@/lib/site';

const canonicalUrl = 'https://panui.example.nz/politics/22-11-2026/budget-day';
const article: StructuredArticle = {
  title: 'Budget day: what changes',
  standfirst: 'Tax, rents and the regions.',
  publishedAt: '2026-11-21T20:30:00.000Z',
  category: { slug: 'politics', name: 'Politics' },
  authors: [
    { slug: 'aroha-tane', name: 'Aroha Tāne' },
    { slug: 'james-whitcombe', name: 'James Whitcombe' },
  ],
  tags: [
    { slug: 'housing', name: 'Housing' },
    { slug: 'elections', name: 'Elections' },
  ],
};

describe('articleMetaTags', () => {
  const content = (tags: ReturnType<typeof articleMetaTags>, key: string) => tags.filter((t) => t.key === key).map((t) => t.content);

  it('gives Open Graph, article and Twitter tags', () => {
    const tags = articleMetaTags(article, canonicalUrl);
    expect(content(tags, 'og:type')).toEqual(['article']);
    expect(content(tags, 'og:title')).toEqual([article.title]);
    expect(content(tags, 'og:description')).toEqual([article.standfirst]);
    expect(content(tags, 'og:url')).toEqual([canonicalUrl]);
    expect(content(tags, 'og:site_name')).toEqual([site.name]);
    expect(content(tags, 'article:published_time')).toEqual(['2026-11-22T09:30:00+13:00']);
    expect(content(tags, 'article:author')).toEqual(['https://panui.example.nz/author/aroha-tane', 'https://panui.example.nz/author/james-whitcombe']);
    expect(content(tags, 'article:section')).toEqual(['Politics']);
    expect(content(tags, 'article:tag')).toEqual(['Housing', 'Elections']);
    expect(content(tags, 'twitter:card')).toEqual(['summary']);
    // The card reads its title, description and image from og:*; nothing is said twice.
    expect(tags.filter((t) => t.key.startsWith('twitter:')).map((t) => [t.attribute, t.key])).toEqual([['name', 'twitter:card']]);
    expect(tags.filter((t) => !t.key.startsWith('twitter:')).every((t) => t.attribute === 'property')).toBe(true);
    expect(content(tags, 'article:modified_time')).toEqual([]);
  });

  it('uses the large card and og:image when there is an image, and leaves out empty descriptions', () => {
    const image = { url: 'https://panui.example.nz/media/ab12/1280.jpg', width: 1280, height: 853, alt: 'Ferry at Devonport' };
    const tags = articleMetaTags({ ...article, standfirst: '', image, updatedAt: '2026-11-23T00:00:00Z' }, canonicalUrl);
    expect(content(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(tags, 'og:image')).toEqual([image.url]);
    expect(content(tags, 'twitter:image')).toEqual([]);
    expect([content(tags, 'og:image:width'), content(tags, 'og:image:height'), content(tags, 'og:image:alt')]).toEqual([['1280'], ['853'], ['Ferry at Devonport']]);
    expect(content(tags, 'article:modified_time')).toEqual(['2026-11-23T13:00:00+13:00']);
    expect(content(tags, 'og:description')).toEqual([]);
  });
});

describe('SEO title and description', () => {
  it('og:title uses the desk SEO title when set, else the headline', () => {
    const content = (tags: ReturnType<typeof articleMetaTags>, key: string) => tags.filter((t) => t.key === key).map((t) => t.content);
    const tags = articleMetaTags({ ...article, seoTitle: 'Budget 2026: what changes for renters', seoDescription: 'Short version.' }, canonicalUrl);
    expect(content(tags, 'og:title')).toEqual(['Budget 2026: what changes for renters']);
    expect(content(tags, 'og:description')).toEqual(['Short version.']);
    expect(content(articleMetaTags({ ...article, seoTitle: '' }, canonicalUrl), 'og:title')).toEqual([article.title]);
  });
});

describe('newsArticleJsonLd', () => {
  it('describes a NewsArticle with its authors, publisher and page', () => {
    expect(newsArticleJsonLd(article, canonicalUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.standfirst,
      datePublished: '2026-11-22T09:30:00+13:00',
      author: [
        { '@type': 'Person', name: 'Aroha Tāne', url: 'https://panui.example.nz/author/aroha-tane' },
        { '@type': 'Person', name: 'James Whitcombe', url: 'https://panui.example.nz/author/james-whitcombe' },
      ],
      publisher: {
        '@type': 'Organization',
        name: site.name,
        url: 'https://panui.example.nz/',
        logo: { '@type': 'ImageObject', url: new URL(site.logoPath, canonicalUrl).href },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
      url: canonicalUrl,
      articleSection: 'Politics',
      keywords: ['Housing', 'Elections'],
      inLanguage: 'en-NZ',
    });
  });

  it('adds dateModified when the article was changed', () => {
    expect(newsArticleJsonLd({ ...article, updatedAt: '2026-11-23T00:00:00Z' }, canonicalUrl).dateModified).toBe('2026-11-23T13:00:00+13:00');
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end a script element, and parses back to the same value', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
