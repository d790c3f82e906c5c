// Ghost's side of npm run bench:ghost filled through its own Admin API: the owner made by the setup
// endpoint, a staff session, then the same generated stories our bench corpus has (titles,
// standfirsts, eight paragraphs, section and tags), published.
import { z } from 'zod';
import { generatedArticle } from '@/lib/server/seed/generate-articles';
import { categories, tags } from '@/lib/server/seed/content/taxonomy';

const OWNER = { name: 'Bench Owner', email: 'owner@example.nz', password: 'korero-bench-2026', blogTitle: 'Ghost bench' };
const DAY_MS = 86_400_000;

/** What Ghost's Admin API takes to create one published post (`?source=html`). */
export interface GhostPostInput {
  title: string;
  slug: string;
  html: string;
  custom_excerpt: string;
  status: 'published';
  published_at: string;
  tags: { name: string }[];
}

const nameOf = (list: readonly { slug: string; name: string }[], slug: string) => list.find((entry) => entry.slug === slug)?.name ?? slug;

/** Our generated story `i` as a Ghost post: its section first (Ghost's primary tag), then its tags. */
export function ghostPost(i: number, now: Date): GhostPostInput {
  const story = generatedArticle(i);
  const published = new Date(now.getTime() - story.daysAgo * DAY_MS);
  published.setUTCHours(story.hour, 0, 0, 0);
  return {
    title: story.title,
    slug: story.slug,
    html: story.bodyHtml,
    custom_excerpt: story.standfirst,
    status: 'published',
    published_at: published.toISOString(),
    tags: [...story.categorySlugs.map((slug) => nameOf(categories, slug)), ...story.tagSlugs.map((slug) => nameOf(tags, slug))].map((name) => ({ name })),
  };
}

/** The path of a post on a Ghost site with the default routes. */
export const ghostPostPath = (i: number) => `/${generatedArticle(i).slug}/`;

const CreatedPosts = z.object({ posts: z.array(z.object({ slug: z.string(), status: z.literal('published') })).length(1) });

async function expectStatus(answer: Response, status: number, what: string): Promise<void> {
  if (answer.status !== status) throw new Error(`Ghost: ${what} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
}

/** Makes the owner of a new Ghost site at `baseUrl`, signs in, and publishes generated stories 1..`posts`. */
export async function seedGhost(baseUrl: string, posts: number): Promise<void> {
  const admin = `${baseUrl}/ghost/api/admin`;
  // Ghost's Admin API refuses a staff session whose request names no origin, or another one.
  const json = { 'content-type': 'application/json', origin: baseUrl };
  await expectStatus(await fetch(`${admin}/authentication/setup/`, { method: 'POST', headers: json, body: JSON.stringify({ setup: [OWNER] }) }), 201, 'the setup');
  const session = await fetch(`${admin}/session/`, { method: 'POST', headers: json, body: JSON.stringify({ username: OWNER.email, password: OWNER.password }) });
  await expectStatus(session, 201, 'the sign-in');
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ghost-admin-api-session='));
  if (!cookie) throw new Error('Ghost: the sign-in set no session cookie');
  const now = new Date();
  for (let i = 1; i <= posts; i += 1) {
    const answer = await fetch(`${admin}/posts/?source=html`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ posts: [ghostPost(i, now)] }) });
    await expectStatus(answer, 201, `post ${i}`);
    CreatedPosts.parse(await answer.json());
  }
}
