import { articlesA } from './articles-a';
import { articlesB } from './articles-b';
import type { SeedCollection } from './seed-types';

// Collections are curated from the sample articles by theme; their slugs must not clash with
// category or tag slugs, since all three are served at /{slug}.
const withTag = (tag: string, limit = 8) =>
  [...articlesA, ...articlesB].filter((article) => article.tagSlugs.includes(tag)).slice(0, limit).map((article) => article.slug);

export const collections: SeedCollection[] = [
  {
    slug: 'the-housing-squeeze',
    title: 'The housing squeeze',
    description: 'Rents, mortgages and the long wait for a warm, dry home.',
    articleSlugs: withTag('housing'),
  },
  {
    slug: 'getting-around',
    title: 'Getting around',
    description: 'Buses, bridges, cycleways and the roads in between.',
    articleSlugs: withTag('transport'),
  },
  {
    slug: 'our-oceans',
    title: 'Our oceans',
    description: 'The sea that surrounds us, and what is changing in it.',
    articleSlugs: withTag('oceans'),
  },
  {
    slug: 'te-reo-revival',
    title: 'Te reo revival',
    description: 'Stories of te reo Māori at home, at school and at work.',
    articleSlugs: withTag('te-reo'),
  },
  {
    slug: 'on-the-land',
    title: 'On the land',
    description: 'Farming, growing and the people who work the whenua.',
    articleSlugs: withTag('farming'),
  },
];
