import { pagesNamedIn } from '@/scripts/bench/pages-named';

const PAGES = ['home', 'article', 'category'] as const;

describe('pagesNamedIn (BENCH_CPU_PAGES, BENCH_LIGHTHOUSE_PAGES)', () => {
  it('measures every page when the variable is unset or empty', () => {
    expect(pagesNamedIn('BENCH_CPU_PAGES', PAGES, {})).toEqual(['home', 'article', 'category']);
    expect(pagesNamedIn('BENCH_CPU_PAGES', PAGES, { BENCH_CPU_PAGES: ' , ' })).toEqual(['home', 'article', 'category']);
  });

  it('measures only the pages named, in the bench\'s own order', () => {
    expect(pagesNamedIn('BENCH_CPU_PAGES', PAGES, { BENCH_CPU_PAGES: 'category, home' })).toEqual(['home', 'category']);
    expect(pagesNamedIn('BENCH_CPU_PAGES', PAGES, { BENCH_CPU_PAGES: 'article' })).toEqual(['article']);
  });

  it('stops on a name that is not a page, saying which pages there are', () => {
    expect(() => pagesNamedIn('BENCH_LIGHTHOUSE_PAGES', PAGES, { BENCH_LIGHTHOUSE_PAGES: 'article,artcle' })).toThrow(
      'BENCH_LIGHTHOUSE_PAGES: no page called artcle (pages: home, article, category)',
    );
  });
});
