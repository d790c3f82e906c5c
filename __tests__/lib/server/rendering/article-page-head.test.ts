import { shownDate } from '@/lib/dates/shown-date';
import type { ArticleDetail } from '@/lib/server/content/article-service';
import { articlePageHead } from '@/lib/server/rendering/article-page-head';

const publishedAt = '2026-11-27T21:00:00.000Z';
const story: ArticleDetail = {
  id: 7,
  slug: 'harbour-bridge-cycleway',
  title: 'Harbour bridge cycleway approved',
  standfirst: 'The council voted 9–4.',
  publishedAt,
  published: shownDate(publishedAt),
  path: '/news/28-11-2026/harbour-bridge-cycleway',
  category: { slug: 'news', name: 'News' },
  author: { slug: 'aroha-ngata', name: 'Aroha Ngata' },
  commentCount: 0,
  featureImage: { storageKey: 'a1b2c3', width: 1600, height: 1000, widths: [320, 640, 960, 1280, 1600], alt: 'The bridge at dawn', caption: '', credit: '' },
  bodyHtml: '<p>The body.</p>',
  layouts: [],
  seoTitle: '',
  seoDescription: '',
  authors: [{ slug: 'aroha-ngata', name: 'Aroha Ngata', photo: null }],
  categories: [{ slug: 'news', name: 'News' }],
  tags: [],
};

describe('articlePageHead', () => {
  it('gives the story’s canonical address and picture on the site it is served from', () => {
    const head = articlePageHead(story, 'https://panui.example.nz');
    expect(head.canonicalUrl).toBe('https://panui.example.nz/news/28-11-2026/harbour-bridge-cycleway');
    expect(head.tags).toContainEqual(expect.objectContaining({ key: 'og:image', content: expect.stringMatching(/^https:\/\/panui\.example\.nz\/media\/a1b2c3\//) }));
  });

  it('keeps one head per version of a story, so its ETag is worked out once, and builds another for another address or an edited story', () => {
    const head = articlePageHead(story, 'https://panui.example.nz');
    expect(articlePageHead(story, 'https://panui.example.nz')).toBe(head);
    expect(articlePageHead(story, 'https://staging.panui.example.nz').canonicalUrl).toBe('https://staging.panui.example.nz/news/28-11-2026/harbour-bridge-cycleway');
    const edited = articlePageHead({ ...story, title: 'Harbour bridge cycleway approved at last' }, 'https://panui.example.nz');
    expect(edited.title).toBe('Harbour bridge cycleway approved at last');
    expect(articlePageHead(story, 'https://panui.example.nz').title).toBe('Harbour bridge cycleway approved');
  });
});
