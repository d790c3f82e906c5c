import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link may do: confirm a sign-up (double opt-in) or unsubscribe (and re-subscribe). */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

export interface NewsletterTokenClaims {
  purpose: NewsletterTokenPurpose;
  email: string;
  listId: string;
  /** Carried by a confirm link so the source of the sign-up is recorded when it is confirmed. */
  source?: string;
}

export interface NewsletterTokens {
  sign(claims: NewsletterTokenClaims): string;
  /** The claims of a well-signed, unexpired token for `purpose`; null for anything else. */
  verify(token: string, purpose: NewsletterTokenPurpose): NewsletterTokenClaims | null;
}

/** A confirmation is asked for now, so it need not last; unsubscribe links sit in inboxes for months. */
export const TOKEN_LIFETIME_SECONDS: Record<NewsletterTokenPurpose, number> = {
  confirm: 7 * 24 * 60 * 60,
  unsubscribe: 365 * 24 * 60 * 60,
};

interface Payload {
  p: NewsletterTokenPurpose;
  e: string;
  l: string;
  s?: string;
  x: number;
}

const isPayload = (value: unknown): value is Payload => {
  const v = value as Partial<Payload> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.p === 'confirm' || v.p === 'unsubscribe') &&
    typeof v.e === 'string' &&
    typeof v.l === 'string' &&
    typeof v.x === 'number' &&
    (v.s === undefined || typeof v.s === 'string')
  );
};

/**
 * Signed, expiring link tokens (HMAC-SHA256 over a base64url JSON payload), so confirmation and
 * unsubscribe links need no table: whoever holds one received it at that address.
 */
export function createNewsletterTokens(secret: string, now: () => Date): NewsletterTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    sign(claims) {
      const expires = Math.floor(now().getTime() / 1000) + TOKEN_LIFETIME_SECONDS[claims.purpose];
      const payload: Payload = { p: claims.purpose, e: claims.email, l: claims.listId, ...(claims.source ? { s: claims.source } : {}), x: expires };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${mac(encoded).toString('base64url')}`;
    },
    verify(token, purpose) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      const expected = mac(encoded);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(payload) || payload.p !== purpose) return null;
      if (payload.x * 1000 <= now().getTime()) return null;
      return { purpose: payload.p, email: payload.e, listId: payload.l, ...(payload.s ? { source: payload.s } : {}) };
    },
  };
}

/** Used when NEWSLETTER_TOKEN_SECRET is not set, which config.ts allows only off a public production site. */
export const DEVELOPMENT_TOKEN_SECRET = 'panui-development-newsletter-token-secret-not-for-production';
