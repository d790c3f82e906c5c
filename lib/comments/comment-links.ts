export type CommentPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only web addresses written out with their scheme become links: javascript:, data: and every
// other scheme stay text. Quotes, angle brackets and backticks end an address, so nothing typed
// after one can ride along into the href.
const ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

function linkOf(candidate: string): { text: string; href: string } | null {
  let text = candidate.replace(TRAILING, '');
  // Keep a closing bracket that belongs to the address, as in Wikipedia's "(disambiguation)".
  if (candidate.slice(text.length).startsWith(')') && text.includes('(')) text += ')';
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return { text, href: url.href };
  } catch {
    return null;
  }
}

/** A comment's text cut into plain text and http(s) links, in order; joined, the parts are the text again. */
export function commentParts(body: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let at = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(ADDRESS)) {
    const link = linkOf(match[0]);
    if (!link) continue;
    pushText(body.slice(at, match.index));
    parts.push({ kind: 'link', ...link });
    at = match.index + link.text.length;
  }
  pushText(body.slice(at));
  return parts;
}
