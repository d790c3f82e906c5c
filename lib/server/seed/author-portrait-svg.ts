/**
 * A sample author's stand-in portrait: head and shoulders on a coloured ground, the colours picked
 * from the author's slug, so each author looks the same at every run and unlike the next. Drawn
 * rather than a stock photo so the sample content holds no one's likeness and no licence.
 */

export const PORTRAIT_SIZE = 600;

const GROUNDS = ['#8fb7c9', '#c9b08f', '#a3c98f', '#c98fa8', '#b0a3d6', '#d6c27a', '#7fbfb0', '#d69a7a'];
const SKINS = ['#f1d0b0', '#e0b48c', '#c68e5f', '#a56c43', '#7d4f2f', '#5c3a22'];
const HAIR = ['#2b1d14', '#3b2a20', '#5a3b22', '#8a5a2b', '#b8b2a6', '#1c1c1c'];
const CLOTHES = ['#28465a', '#3f3f46', '#6b2d2d', '#2f5a3a', '#4a3b6b', '#5a4a2b'];

/** A number from the slug's characters (FNV-1a), so the choice is stable across runs and machines. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const pick = (list: string[], hash: number, shift: number) => list[(hash >>> shift) % list.length]!;

export function authorPortraitSvg(author: { slug: string; name: string }): { svg: string; alt: string } {
  const h = hashOf(author.slug);
  const [ground, skin, hair, clothes] = [pick(GROUNDS, h, 0), pick(SKINS, h, 5), pick(HAIR, h, 10), pick(CLOTHES, h, 15)];
  // Short hair, or longer hair that falls behind the shoulders.
  const longHair = (h >>> 20) % 2 === 1;
  const hairBehind = longHair ? `<path d="M178 300c0-95 55-160 122-160s122 65 122 160v150H178z" fill="${hair}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${ground}"/>${hairBehind}
<path d="M90 600c0-130 90-205 210-205s210 75 210 205z" fill="${clothes}"/>
<rect x="265" y="330" width="70" height="80" rx="30" fill="${skin}"/>
<ellipse cx="300" cy="275" rx="100" ry="115" fill="${skin}"/>
<path d="M300 150c-75 0-115 50-115 115 0 12 4 22 9 28 10-55 55-78 106-78s96 23 106 78c5-6 9-16 9-28 0-65-40-115-115-115z" fill="${hair}"/>
</svg>`;
  return { svg, alt: `A drawn portrait standing in for a photo of ${author.name}` };
}
