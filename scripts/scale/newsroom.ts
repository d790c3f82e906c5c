// What the scale stack's checks and bench:burst do as the newsroom: an editor signs up and gets the
// role, writes and publishes a story through the desk's API; and how many times the instances
// rendered a page, by their own request counter (GET /api/metrics, decision 242).
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Stack } from './stack';

/** The article page's route pattern, as the instances count it. */
export const ARTICLE_ROUTE = '/[category]/[date]/[slug]';

async function desk<T>(url: string, token: string, body: unknown): Promise<T> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST ${new URL(url).pathname} answered ${answer.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * An editor, as the newsroom gets one: an account signed up through the site's pass-through to the
 * Auth emulator, its member row made by the members call sign-up makes, and the role given by the
 * operator's tool (npm run member:role) on the stack's database. Answers the editor's ID token.
 */
export async function signUpEditor(stack: Stack): Promise<string> {
  const email = `scale-editor-${randomUUID().slice(0, 8)}@example.nz`;
  const answer = await fetch(`${stack.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'korero-2026', returnSecureToken: true }),
  });
  if (!answer.ok) throw new Error(`the Auth emulator refused a sign-up: ${answer.status}`);
  const { idToken } = (await answer.json()) as { idToken: string };
  await desk(`${stack.url}/api/tsom/members`, idToken, { email, firstName: 'Kaiwhakatika', lastName: 'Matua' });
  const role = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/member-role.ts', email, 'editor'], {
    env: { ...process.env, DATABASE_URL: stack.databaseUrl, DATA_DIR: stack.dataDir },
    encoding: 'utf8',
  });
  if (role.status !== 0) throw new Error(`npm run member:role failed: ${role.stderr || role.stdout}`);
  return idToken;
}

/** Writes a story in `section` and publishes it, as the editor's Publish button does; answers its reader path. */
export async function publishNewStory(stack: Stack, editorToken: string, section: string): Promise<string> {
  const draft = await desk<{ id: number; revision: number }>(`${stack.url}/api/desk/stories`, editorToken, {
    headline: `The council votes on the harbour bridge (${randomUUID().slice(0, 8)})`,
    standfirst: 'A story published moments before its readers arrive all at once.',
    bodyHtml: `<p>${'The council met on Tuesday to decide the future of the harbour crossing. '.repeat(12)}</p>`.repeat(8),
    categorySlugs: [section],
  });
  const published = await desk<{ path: string; status: string }>(`${stack.url}/api/desk/stories/${draft.id}/publish`, editorToken, { revision: draft.revision });
  if (published.status !== 'published') throw new Error(`the story is ${published.status}, not published`);
  return published.path;
}

/** GETs of `route` both instances have rendered so far: every answer counted but a 304, which renders nothing (decision 101). */
export async function renders(stack: Stack, route: string): Promise<number> {
  let total = 0;
  for (const instance of stack.instances) {
    const answer = await fetch(`${instance}/api/metrics`, { headers: { authorization: `Bearer ${stack.metricsToken}` } });
    if (!answer.ok) throw new Error(`${instance}/api/metrics answered ${answer.status}`);
    for (const line of (await answer.text()).split('\n')) {
      if (line.startsWith('panui_http_requests_total{') && line.includes('method="GET"') && line.includes(`route="${route}"`) && !line.includes('status="304"')) {
        total += Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
  }
  return total;
}
