import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a well-signed link token says: its subject (a story id, a subscription's due period…), until when, and whether that is past. */
export interface SignedLinkClaims {
  subject: string;
  expiresAt: Date;
  expired: boolean;
}

export interface SignedLinkTokens {
  sign(subject: string, expiresAt: Date): string;
  /** The claims of a well-signed token, also an expired one (so a page can say so); null for a forged, altered or malformed one. */
  read(token: string): SignedLinkClaims | null;
}

// `{subject}.{expiry, seconds since the epoch}.{HMAC-SHA256 of both, base64url}`: URL-safe, no
// table, so a link works on every instance (decision 142). The purpose prefix keeps a MAC made
// for one kind of link (a preview) from ever passing as another (an update-card link).
const TOKEN_PATTERN = /^([A-Za-z0-9_~-]{1,160})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Signed, expiring link tokens for one purpose: preview links (decision 142), update-card links (decision 233). */
export function createSignedLinkTokens(secret: string, purpose: string, now: () => Date): SignedLinkTokens {
  const mac = (subject: string, expires: number) => createHmac('sha256', secret).update(`${purpose}:${subject}.${expires}`).digest();
  return {
    sign(subject, expiresAt) {
      if (!/^[A-Za-z0-9_~-]{1,160}$/.test(subject)) throw new Error(`a link subject must be URL-safe: ${subject}`);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${subject}.${expires}.${mac(subject, expires).toString('base64url')}`;
    },
    read(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const subject = match[1]!;
      const expires = Number(match[2]);
      const given = Buffer.from(match[3]!, 'base64url');
      const expected = mac(subject, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { subject, expiresAt: new Date(expires * 1000), expired: expires * 1000 <= now().getTime() };
    },
  };
}
