import { createNewsletterTokens, TOKEN_LIFETIME_SECONDS } from '@/lib/server/newsletters/newsletter-token';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('newsletter link tokens', () => {
  let now = new Date('2026-11-22T00:00:00Z');
  const tokens = createNewsletterTokens(SECRET, () => now);
  const claims = { purpose: 'unsubscribe' as const, email: 'aroha@example.nz', listId: 'morning-briefing' };

  it('round-trips the claims for the same purpose only', () => {
    const token = tokens.sign({ ...claims, purpose: 'confirm', source: 'article' });
    expect(tokens.verify(token, 'confirm')).toEqual({ ...claims, purpose: 'confirm', source: 'article' });
    expect(tokens.verify(token, 'unsubscribe')).toBeNull();
  });

  it('expires after its lifetime, by the clock it was given', () => {
    const token = tokens.sign(claims);
    now = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS.unsubscribe * 1000 - 1000);
    expect(tokens.verify(token, 'unsubscribe')).not.toBeNull();
    now = new Date(now.getTime() + 1000);
    expect(tokens.verify(token, 'unsubscribe')).toBeNull();
  });

  it('refuses another secret, a changed payload and junk', () => {
    const token = tokens.sign(claims);
    expect(createNewsletterTokens(`${SECRET}-other`, () => now).verify(token, 'unsubscribe')).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', e: 'other@example.nz', l: 'morning-briefing', x: 9e9 })).toString('base64url')}.${signature}`;
    expect(tokens.verify(forged, 'unsubscribe')).toBeNull();
    for (const junk of ['', '.', 'a.b.c', 'abc', `${token}x`]) expect(tokens.verify(junk, 'unsubscribe')).toBeNull();
  });
});
