// Macron vowels and their plain ones, in the order translate() pairs them (lib/server/db/reo-order.ts
// and the articles' search_vector use the same two lists). Capitals too, so case is kept.
export const MACRON_VOWELS = 'āēīōūĀĒĪŌŪ';
export const PLAIN_VOWELS = 'aeiouAEIOU';

const COMBINING_MACRON = '\u0304';

/**
 * The text with its macrons taken off, "Whangārei" → "Whangarei": both precomposed vowels and a
 * vowel followed by a combining macron (U+0304). Other accents stay. Search compares words this
 * way (decision 280); every other character is kept, so lengths differ only by combining marks.
 */
export function withoutMacrons(text: string): string {
  let plain = '';
  for (const char of text) {
    if (char === COMBINING_MACRON) continue;
    const at = MACRON_VOWELS.indexOf(char);
    plain += at === -1 ? char : PLAIN_VOWELS[at];
  }
  return plain;
}
