// Where ads go and who sees them (decisions 290 and 291). Pure: the ad controller applies it to the page.
/** The ad units the pages hold, by the `data-ad-slot` their places carry. */
export type AdUnit = 'article' | 'home' | 'section' | 'collection';

/** Paragraphs of an article before its first ad, and between ads, unless AD_PARAGRAPHS says otherwise. */
export const DEFAULT_AD_PARAGRAPHS = 4;
/** An article body holds at most this many ads, however long it is. */
export const MAX_ARTICLE_ADS = 3;

/**
 * After which paragraphs (1-based counts) of an article with `paragraphCount` paragraphs an ad
 * goes: after every `every`-th, at most MAX_ARTICLE_ADS, and never after the last one, so an ad
 * always sits between two paragraphs of the story.
 */
export function articleAdPositions(paragraphCount: number, every: number = DEFAULT_AD_PARAGRAPHS): number[] {
  const step = Number.isInteger(every) && every > 0 ? every : DEFAULT_AD_PARAGRAPHS;
  const positions: number[] = [];
  for (let after = step; after < paragraphCount && positions.length < MAX_ARTICLE_ADS; after += step) positions.push(after);
  return positions;
}

const MEDIUM_RECTANGLE: [number, number] = [300, 250];

/** The sizes a unit asks GPT for at a screen width: the wide ones only where they fit. */
export function adSizes(unit: AdUnit, screenWidth: number): [number, number][] {
  if (unit === 'article') return screenWidth >= 360 ? [MEDIUM_RECTANGLE, [336, 280]] : [MEDIUM_RECTANGLE];
  return screenWidth >= 980 ? [[970, 250], [728, 90], MEDIUM_RECTANGLE] : screenWidth >= 740 ? [[728, 90], MEDIUM_RECTANGLE] : [MEDIUM_RECTANGLE, [320, 100]];
}

/** The height an ad place keeps from the moment it opens: its tallest size, so the ad's arrival moves nothing. */
export const reservedHeight = (sizes: [number, number][]) => Math.max(...sizes.map(([, height]) => height));

/** The reader as far as ads care: the browser's auth state (context/AuthProvider). */
export interface AdReader {
  status: 'authenticating' | 'resolved';
  user: { isAnonymous: boolean } | null;
}

/**
 * A member, for "no ads" (decision 291): a signed-in reader (not anonymous) with a live membership,
 * a subscription that has not ended (ACTIVE or PAST_DUE, paused or not), as the profile shows it.
 */
export const hasLiveMembership = (subscriptions: readonly { status: string }[]) => subscriptions.some((subscription) => subscription.status !== 'DELETED');

/**
 * Whether this reader sees ads: null while it is not known yet (auth still resolving). A visitor or
 * an anonymous reader does; a signed-in reader only once their subscriptions say they are not a
 * member. When those cannot be read, no ads: a paying member must never see one.
 */
export async function readerSeesAds(reader: AdReader, loadSubscriptions: () => Promise<readonly { status: string }[]>): Promise<boolean | null> {
  if (reader.status !== 'resolved') return null;
  if (!reader.user || reader.user.isAnonymous) return true;
  try {
    return !hasLiveMembership(await loadSubscriptions());
  } catch {
    return false;
  }
}
