import type { Db } from '../db/client';
import { insertArticles, seedTaxonomy } from './seed-content';
import type { SeedArticle } from './content/seed-types';
import { authors, categories, tags } from './content/taxonomy';

// Benchmark filler: plausible, clearly generic stories built from a few word lists.
const places = ['Whangārei', 'Tauranga', 'Napier', 'Nelson', 'Timaru', 'Invercargill', 'Gisborne', 'Whanganui', 'Ashburton', 'Masterton'];
const subjects = ['council', 'school board', 'health board', 'water trust', 'sports club', 'library', 'port company', 'bus network', 'marae committee', 'arts festival'];
const actions = ['weighs new plan for', 'opens consultation on', 'sets budget for', 'reports on', 'looks again at', 'celebrates milestone in'];
const topics = ['summer parking', 'flood repairs', 'the town centre', 'youth programmes', 'cycle lanes', 'rates relief', 'a new pool', 'winter hours'];
const sentences = [
  'Residents packed the community hall on Tuesday evening to hear what the proposal would mean for them.',
  'Officials said the figures would be checked again before any final decision was made.',
  'Several people who spoke said they wanted more time to read the detail.',
  'The chair said the group had listened closely and would report back within a month.',
  'Local businesses have been asked for their views through a short online survey.',
  'A similar scheme in another region was cut back after its first year.',
  'Submissions close at the end of next month, and a hearing is planned for the spring.',
  'Those who cannot attend in person can watch a recording of the meeting later.',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export function generatedArticle(i: number): SeedArticle {
  const title = `${pick(places, i)} ${pick(subjects, i * 7 + 3)} ${pick(actions, i * 3 + 1)} ${pick(topics, i * 5 + 2)}`;
  const paragraphs = Array.from({ length: 8 }, (_, p) =>
    [0, 1, 2, 3].map((s) => pick(sentences, i + p * 3 + s * 5)).join(' '),
  );
  return {
    slug: `sample-story-${String(i).padStart(6, '0')}`,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    standfirst: `${pick(sentences, i + 2)} A sample story generated for load testing.`,
    authorSlug: pick(authors, i).slug,
    // Shifted by the day (daysAgo repeats every 1,000), so each day mixes sections as a newsroom's
    // does; by `i` alone every story of a day fell in one section, and the home page's newest-first
    // walks went deeper the bigger the corpus.
    categorySlugs: [pick(categories, i + Math.floor(i / 1_000)).slug],
    tagSlugs: [pick(tags, i).slug, pick(tags, i * 11 + 5).slug].filter((slug, index, all) => all.indexOf(slug) === index),
    layout: 'standard',
    daysAgo: 1 + (i % 1_000),
    hour: 6 + (i % 15),
    bodyHtml: paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
  };
}

const BATCH = 500;

/** Makes sure generated articles 1..total exist; returns how many were added. */
export async function seedGeneratedArticles(db: Db, total: number, options: { now?: Date; onProgress?: (done: number) => void } = {}) {
  const now = options.now ?? new Date();
  const taxonomy = await seedTaxonomy(db);
  let added = 0;
  for (let start = 1; start <= total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start + 1) }, (_, k) => generatedArticle(start + k));
    added += await insertArticles(db, batch, taxonomy, now);
    options.onProgress?.(start + batch.length - 1);
  }
  return added;
}
