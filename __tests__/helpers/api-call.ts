/** Headers for a call as the holder of `token`; none without one. */
export const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field and assert each
  json: any;
  headers: Headers;
}

const answer = async (res: Response): Promise<Answer> => ({ status: res.status, json: await res.json(), headers: res.headers });

/** POSTs JSON and answers the status and parsed body, for tests that assert `error.code`. */
export const post = async (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  answer(await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }));

export const get = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => answer(await fetch(url, { headers }));

/** A refusal: its status and `error.code` (not the wording), and no data. */
export function expectRefused(res: Answer, status: number, code: string): void {
  expect({ status: res.status, code: res.json.error?.code }).toEqual({ status, code });
  expect(res.json.data).toBeUndefined();
}

/**
 * A members-only call refuses a visitor (401 AUTH_REQUIRED), an expired token (401 AUTH_EXPIRED)
 * and an anonymous user (403 ANONYMOUS_CALLER); `call` sends it with the token given.
 */
export async function expectMembersOnly(call: (token?: string) => Promise<Answer>, tokens: { expired: string; anonymous: string }): Promise<void> {
  expectRefused(await call(), 401, 'AUTH_REQUIRED');
  expectRefused(await call(tokens.expired), 401, 'AUTH_EXPIRED');
  expectRefused(await call(tokens.anonymous), 403, 'ANONYMOUS_CALLER');
}
