import { readdirSync } from 'node:fs';
import path from 'node:path';
import { collections } from '@/lib/server/seed/content/collections';
import { categories, tags } from '@/lib/server/seed/content/taxonomy';

// Categories, collections and tags share /{slug}; a clash would hide the later kind's page.
describe('seed section slugs', () => {
  it('never reuse a slug across categories, collections and tags', () => {
    const slugs = [...categories, ...collections, ...tags].map((item) => item.slug);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
  });

  it('never take the name of a top-level page', () => {
    // Next serves a named page or folder ahead of pages/[category].
    const reserved = readdirSync(path.join(process.cwd(), 'pages'))
      .map((name) => name.replace(/\.tsx?$/, ''))
      .filter((name) => !name.startsWith('[') && !name.startsWith('_'));
    expect(reserved).toEqual(expect.arrayContaining(['author', 'account']));
    expect([...categories, ...collections, ...tags].filter((item) => reserved.includes(item.slug))).toEqual([]);
  });
});
