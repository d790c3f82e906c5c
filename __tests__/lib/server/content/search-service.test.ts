import { getDb } from '@/lib/server/db/client';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import type { GetServerSidePropsContext } from 'next';
import { headlineToHtml, normaliseSearchQuery, searchArticles } from '@/lib/server/content/search-service';
import { getServerSideProps } from '@/pages/search';
import type { SeedArticle } from '@/lib/server/seed/content/seed-types';
import { storySeed } from '../../../helpers/story-seed';

const now = new Date('2026-11-22T00:00:00Z');
// Not the slug: its words would match too.
const story = (slug: string, daysAgo: number, more: Partial<SeedArticle> = {}) => storySeed(slug, daysAgo, { title: 'Local news', ...more });

// regatta-01 is the newest of 25 stories that mention the regatta once, in the same way.
const regattaSlugs = Array.from({ length: 25 }, (_, i) => `regatta-${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      ...regattaSlugs.map((slug, i) => story(slug, i + 10, { bodyHtml: '<p>Boats gathered for the regatta.</p>' })),
      // Newer, and the harbour three times in its body; the older story has it once, in its title.
      story('harbour-in-body', 1, { bodyHtml: '<p>The harbour was calm. The harbour ferry ran late; the harbour master shrugged.</p>' }),
      story('harbour-in-title', 5, { title: 'Harbour bridge closes for repairs' }),
      story('markup-only', 2, {
        bodyHtml: '<p class="giraffe" data-note="okapi"><a href="https://example.nz/zebra" title="pangolin">A link</a></p><blockquote>Quoted words.</blockquote>',
      }),
      story('flood-waikato', 3, { bodyHtml: '<p>Flood waters rose across the Waikato overnight.</p>' }),
      story('flood-auckland', 4, { bodyHtml: '<p>Flood waters closed roads in Auckland.</p>' }),
      story('reo-macrons', 7, { title: 'Māori wards vote', bodyHtml: '<p>The council in Whangārei voted on the wards.</p>' }),
      story('reo-plain', 8, { standfirst: 'Maori wards, spelt without macrons.', bodyHtml: '<p>Whangarei again, plain.</p>' }),
      // A combining macron (U+0304) after the vowel, as some keyboards and pastes write it.
      story('reo-combining', 9, { bodyHtml: '<p>Ma\u0304ori language week in Whanga\u0304rei.</p>' }),
      story('crafted', 6, {
        bodyHtml: '<p>&lt;script&gt;alert(1)&lt;/script&gt; The volcano erupted &amp; ash fell.</p><script>alert(2)</script><p>Later the volcano slept.</p>',
      }),
    ],
    await seedTaxonomy(db),
    now,
  );
});

const slugsFor = async (query: string, page = 1) => (await searchArticles(await getDb(), { query, page })).results.map((r) => r.article.slug);

describe('searchArticles', () => {
  it('ranks a story with the word in its title ahead of newer stories with it only in the body', async () => {
    expect(await slugsFor('harbour')).toEqual(['harbour-in-title', 'harbour-in-body']);
  });

  it('matches the body’s words, with stemming, but never tag names or attribute values', async () => {
    expect(await slugsFor('quote')).toEqual(['markup-only']);
    for (const word of ['giraffe', 'okapi', 'zebra', 'pangolin', 'blockquote', 'href', 'class', 'https']) {
      expect(await slugsFor(word)).toEqual([]);
    }
  });

  it('reads -word as an exclusion and quotes as a phrase', async () => {
    expect(await slugsFor('flood')).toEqual(['flood-waikato', 'flood-auckland']);
    expect(await slugsFor('flood -auckland')).toEqual(['flood-waikato']);
    expect(await slugsFor('"roads in auckland"')).toEqual(['flood-auckland']);
    expect(await slugsFor('waikato or auckland')).toEqual(['flood-waikato', 'flood-auckland']);
  });

  it('finds a word with or without its macrons, in the title, standfirst or body', async () => {
    const both = ['reo-macrons', 'reo-plain', 'reo-combining'];
    for (const query of ['Māori', 'Maori', 'MĀORI', 'maori']) expect((await slugsFor(query)).sort()).toEqual([...both].sort());
    for (const query of ['Whangārei', 'Whangarei', 'Whanga\u0304rei']) expect((await slugsFor(query)).sort()).toEqual([...both].sort());
  });

  it('marks the body’s macron spelling when the query has the macrons', async () => {
    const { results } = await searchArticles(await getDb(), { query: 'Whangārei', page: 1 });
    expect(results.find((r) => r.article.slug === 'reo-macrons')?.headline).toContain('<mark>Whangārei</mark>');
    expect(results.find((r) => r.article.slug === 'reo-plain')?.headline).toContain('<mark>Whangarei</mark>');
  });

  it('highlights the matches and escapes everything the article wrote', async () => {
    const { results } = await searchArticles(await getDb(), { query: 'volcano', page: 1 });
    expect(results).toHaveLength(1);
    const { headline, article } = results[0]!;
    expect(article).toMatchObject({ slug: 'crafted', category: { slug: 'sport' }, author: { slug: 'tom-mackenzie' } });
    expect(headline).toContain('<mark>volcano</mark>');
    // The fragment starts at a word, so the first entity falls outside it.
    expect(headline).toContain('script&gt;alert(1)&lt;/script&gt;');
    expect(headline).toContain('erupted &amp; ash');
    expect(headline.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('pages by 20, newest first among equal matches', async () => {
    const first = await searchArticles(await getDb(), { query: 'regatta', page: 1 });
    expect(first.results.map((r) => r.article.slug)).toEqual(regattaSlugs.slice(0, 20));
    expect(first.hasMore).toBe(true);
    const second = await searchArticles(await getDb(), { query: 'regatta', page: 2 });
    expect(second.results.map((r) => r.article.slug)).toEqual(regattaSlugs.slice(20));
    expect(second.hasMore).toBe(false);
    expect(await searchArticles(await getDb(), { query: 'regatta', page: 3 })).toEqual({ results: [], hasMore: false });
  });

  it('answers nothing for an empty query, stop words only, or syntax only', async () => {
    for (const query of ['', '   \n', 'the', '" - or )( \\ : * & |']) {
      expect(await searchArticles(await getDb(), { query, page: 1 })).toEqual({ results: [], hasMore: false });
    }
  });

  it('drops NUL and cuts a long query at 200 characters', async () => {
    // Whole, the query would exclude the story it asks for.
    expect(await slugsFor(`volcano\0${' '.repeat(200)}-volcano`)).toEqual(['crafted']);
  });
});

describe('normaliseSearchQuery', () => {
  it('trims and cuts to 200 characters, counting characters rather than UTF-16 units', () => {
    expect(normaliseSearchQuery('  kia ora  ')).toBe('kia ora');
    expect(normaliseSearchQuery('ā'.repeat(250))).toBe('ā'.repeat(200));
    expect(Array.from(normaliseSearchQuery('🥝'.repeat(250)))).toHaveLength(200);
  });
});

describe('headlineToHtml', () => {
  it('turns only its own markers into balanced <mark> and escapes the rest', () => {
    expect(headlineToHtml('a \u0001b\u0002 <i onmouseover="x">&amp;&#39;&#x2019;&bogus;')).toBe('a <mark>b</mark> &lt;i onmouseover=&quot;x&quot;&gt;&amp;&#39;’&amp;bogus;');
    expect(headlineToHtml('\u0002a\u0001b\u0001c')).toBe('a<mark>bc</mark>');
    expect(headlineToHtml('&#1;x&#2;')).toBe('&amp;#1;x&amp;#2;');
  });
});

describe('GET /search', () => {
  const callPage = async (query: Partial<Record<string, string | string[]>>) => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
    const result = await getServerSideProps({ req: { headers: {} }, res, query, params: {}, resolvedUrl: '/search' } as unknown as GetServerSidePropsContext);
    return { headers, result };
  };

  it('answers a cacheable page with only what it renders', async () => {
    const { headers, result } = await callPage({ q: '  volcano ' });
    expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(result).toEqual({
      props: {
        query: 'volcano',
        page: 1,
        hasMore: false,
        results: [
          {
            article: { id: expect.any(Number), title: 'Local news', standfirst: 'A short standfirst.', path: expect.stringMatching(/^\/sport\/.+\/crafted$/), published: { iso: expect.stringMatching(/\+13:00$/), text: expect.stringMatching(/^\d{1,2} November 2026$/) }, category: { name: 'Sport' }, author: { name: 'Tom Mackenzie' } },
            headline: expect.stringContaining('<mark>volcano</mark>'),
          },
        ],
      },
    });
  });

  it('shows the form alone without a query, and pages with one', async () => {
    expect((await callPage({})).result).toEqual({ props: { query: '', page: 1, hasMore: false, results: [] } });
    expect((await callPage({ q: ['regatta', 'ignored'], page: '2' })).result).toMatchObject({ props: { query: 'regatta', page: 2, hasMore: false } });
  });

  it('answers 404 for a page that is not a number or past the end', async () => {
    for (const query of [{ q: 'regatta', page: '0' }, { q: 'regatta', page: 'two' }, { q: 'regatta', page: '3' }, { page: '2' }]) {
      expect((await callPage(query)).result).toEqual({ notFound: true });
    }
  });
});
