import type { GetServerSideProps } from 'next';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as sectionPage } from '@/pages/[category]/index';
import { getServerSideProps as authorPage } from '@/pages/author/[slug]';
import { getServerSideProps as episodePage } from '@/pages/podcasts/[series]/[episode]';
import { getServerSideProps as seriesPage } from '@/pages/podcasts/[series]/index';
import { getServerSideProps as statementPage } from '@/pages/profile/statement/[year]';
import { getServerSideProps as taxYearStatementPage } from '@/pages/profile/statement/tax-year/[year]';
import { getServerSideProps as quizPage } from '@/pages/quizzes/[slug]';
import { getServerSideProps as receiptPage } from '@/pages/receipt/[txId]';
import { getServerSideProps as tvPage } from '@/pages/tv/[slug]';
import { callPage } from '../helpers/page-call';

// Issue [12] finding 2: `/tv/a%00b` and the like reached Postgres with a NUL, which it refused,
// and the reader got a 500. A path segment that cannot be a slug is a page that does not exist: 404.

const PAGES: [string, GetServerSideProps, Record<string, string>][] = [
  ['/tv/a%00b', tvPage, { slug: 'a\u0000b' }],
  ['/author/a%00b', authorPage, { slug: 'a\u0000b' }],
  ['/climate%00', sectionPage, { category: 'climate\u0000' }],
  ['/climate/25-11-2026/a%00b', articlePage, { category: 'climate', date: '25-11-2026', slug: 'a\u0000b' }],
  ['/climate%00/25-11-2026/a', articlePage, { category: 'climate\u0000', date: '25-11-2026', slug: 'a' }],
  ['/podcasts/a%00b', seriesPage, { series: 'a\u0000b' }],
  ['/podcasts/a/b%00', episodePage, { series: 'a', episode: 'b\u0000' }],
  ['/podcasts/a%00/b', episodePage, { series: 'a\u0000', episode: 'b' }],
  ['/quizzes/a%00b', quizPage, { slug: 'a\u0000b' }],
  ['/receipt/tx_a%00', receiptPage, { txId: 'tx_a\u0000' }],
  ['/profile/statement/2026%00', statementPage, { year: '2026\u0000' }],
  ['/profile/statement/tax-year/2026%00', taxYearStatementPage, { year: '2026\u0000' }],
];

const codePoint = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
const CONTROLS = ['\u0000', '\u001b', '\u007f', '\u0085', '\ud800'].map((control) => [codePoint(control), control]);

describe('a path parameter holding a control character is a 404, never a 500', () => {
  it.each(PAGES)('%s', async (_path, page, params) => {
    expect((await callPage(page, { params })).result).toEqual({ notFound: true });
  });

  it.each(CONTROLS)('every kind of control character: %s in a TV show slug and a category', async (_name, control) => {
    expect((await callPage(tvPage, { params: { slug: `a${control}` } })).result).toEqual({ notFound: true });
    expect((await callPage(sectionPage, { params: { category: `news${control}` } })).result).toEqual({ notFound: true });
  });
});
