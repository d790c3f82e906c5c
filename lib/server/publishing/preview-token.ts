import { createSignedLinkTokens } from '../http/signed-link-token';

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

const STORY_ID = /^[1-9]\d{0,9}$/;

/** Signed, expiring preview tokens (decision 142): `{story id}.{expiry}.{MAC}`, made by the site's one signed-link mechanism. */
export function createPreviewTokens(secret: string, now: () => Date): PreviewTokens {
  const links = createSignedLinkTokens(secret, 'panui-preview', now);
  return {
    sign: ({ storyId, expiresAt }) => links.sign(String(storyId), expiresAt),
    verify(token) {
      const claims = links.read(token);
      if (!claims || claims.expired || !STORY_ID.test(claims.subject)) return null;
      return { storyId: Number(claims.subject), expiresAt: claims.expiresAt };
    },
  };
}

/** Used when PREVIEW_LINK_SECRET is not set, which config.ts allows only off a public production site. */
export const DEVELOPMENT_PREVIEW_SECRET = 'panui-development-preview-link-secret-not-for-production';
