import type * as Site from '@/lib/site';
import { categories } from '@/lib/server/seed/content/taxonomy';

const sectionsWith = (value: string | undefined) => {
  const before = process.env.NEXT_PUBLIC_SECTIONS;
  if (value === undefined) delete process.env.NEXT_PUBLIC_SECTIONS;
  else process.env.NEXT_PUBLIC_SECTIONS = value;
  try {
    let sections: { slug: string; name: string }[] = [];
    jest.isolateModules(() => {
      sections = jest.requireActual<typeof Site>('@/lib/site').siteSections;
    });
    return sections;
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_SECTIONS;
    else process.env.NEXT_PUBLIC_SECTIONS = before;
  }
};

describe('the sections the header and footer offer', () => {
  it('are, by default, the sample content’s categories, so no section link is a dead end', () => {
    expect(sectionsWith(undefined)).toEqual(categories.map(({ slug, name }) => ({ slug, name })));
  });

  it('are the newsroom’s own list, in its order, when it names one', () => {
    expect(sectionsWith('sport:Sport,te-ao-maori:Te Ao Māori,news')).toEqual([
      { slug: 'sport', name: 'Sport' },
      { slug: 'te-ao-maori', name: 'Te Ao Māori' },
      { slug: 'news', name: 'news' },
    ]);
  });
});
