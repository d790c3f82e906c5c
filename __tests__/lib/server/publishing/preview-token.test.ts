import { createPreviewTokens } from '@/lib/server/publishing/preview-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac-use';
const signedAt = new Date('2026-11-25T00:00:00Z');
const expiresAt = new Date('2026-11-27T00:00:00Z');
const at = (iso: string) => () => new Date(iso);

test('a token opens its story until it expires, and not a second after', () => {
  const token = createPreviewTokens(SECRET, () => signedAt).sign({ storyId: 42, expiresAt });
  expect(token).toMatch(/^[\w.-]+$/);
  expect(createPreviewTokens(SECRET, at('2026-11-26T23:59:59Z')).verify(token)).toEqual({ storyId: 42, expiresAt });
  expect(createPreviewTokens(SECRET, at('2026-11-27T00:00:00Z')).verify(token)).toBeNull();
});

test('an altered story id, expiry or signature, another secret, or junk is refused', () => {
  const tokens = createPreviewTokens(SECRET, () => signedAt);
  const token = tokens.sign({ storyId: 42, expiresAt });
  const [id, expiry, mac] = token.split('.') as [string, string, string];
  const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
  for (const altered of [`43.${expiry}.${mac}`, `${id}.${Number(expiry) + 3600}.${mac}`, `${id}.${expiry}.${flipped}`, `${token}.`, '', 'not-a-token', `${id}.${expiry}`]) {
    expect(tokens.verify(altered)).toBeNull();
  }
  expect(createPreviewTokens(`${SECRET}-other`, () => signedAt).verify(token)).toBeNull();
});
