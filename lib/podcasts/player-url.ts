/**
 * The hosted podcast player (SPEC §2): a URL template with `{uid}` where the episode uid goes,
 * e.g. https://player.example/embed/{uid}. Null (the site's own audio player) when it is not set
 * or is not an http(s) URL with `{uid}` in it, so a typo never shows a broken frame.
 */
export function usablePlayerTemplate(template: string | undefined | null): string | null {
  if (!template || !template.includes('{uid}')) return null;
  try {
    const { protocol } = new URL(template.replaceAll('{uid}', 'uid'));
    return protocol === 'https:' || protocol === 'http:' ? template : null;
  } catch {
    return null;
  }
}

export function embedUrl(template: string, uid: string): string {
  return template.replaceAll('{uid}', encodeURIComponent(uid));
}

// Inlined into the browser bundle at build time.
export const configuredPlayerTemplate = usablePlayerTemplate(process.env.NEXT_PUBLIC_PODCAST_PLAYER_URL);
