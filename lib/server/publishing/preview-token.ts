import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a well-signed preview token says: which story, and until when. */
export interface PreviewClaims {
  storyId: number;
  expiresAt: Date;
}

export interface PreviewTokens {
  sign(claims: PreviewClaims): string;
  /** The claims of a well-signed, unexpired token; null for a forged, altered, expired or malformed one. */
  verify(token: string): PreviewClaims | null;
}

// `{story id}.{expiry, seconds since the epoch}.{HMAC-SHA256 of both, base64url}`: URL-safe, and
// short enough to paste into a chat. The purpose prefix keeps a MAC made for another use of the
// same secret from ever passing here.
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const PURPOSE = 'panui-preview';

/** Signed, expiring preview tokens (decision 142): no table, so a link works on every instance. */
export function createPreviewTokens(secret: string, now: () => Date): PreviewTokens {
  const mac = (storyId: number, expires: number) => createHmac('sha256', secret).update(`${PURPOSE}:${storyId}.${expires}`).digest();
  return {
    sign({ storyId, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${storyId}.${expires}.${mac(storyId, expires).toString('base64url')}`;
    },
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const storyId = Number(match[1]);
      const expires = Number(match[2]);
      const given = Buffer.from(match[3]!, 'base64url');
      const expected = mac(storyId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (expires * 1000 <= now().getTime()) return null;
      return { storyId, expiresAt: new Date(expires * 1000) };
    },
  };
}

/** Used when PREVIEW_LINK_SECRET is not set, which config.ts allows only off a public production site. */
export const DEVELOPMENT_PREVIEW_SECRET = 'panui-development-preview-link-secret-not-for-production';
