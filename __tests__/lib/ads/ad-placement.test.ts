import { adSizes, articleAdPositions, DEFAULT_AD_PARAGRAPHS, hasLiveMembership, MAX_ARTICLE_ADS, readerSeesAds, reservedHeight } from '@/lib/ads/ad-placement';

describe('articleAdPositions', () => {
  it('puts an ad after every N paragraphs, never after the last one', () => {
    expect(articleAdPositions(10, 4)).toEqual([4, 8]);
    expect(articleAdPositions(8, 4)).toEqual([4]);
    expect(articleAdPositions(4, 4)).toEqual([]);
    expect(articleAdPositions(0, 4)).toEqual([]);
  });

  it(`holds at most ${MAX_ARTICLE_ADS} ads however long the story is`, () => {
    expect(articleAdPositions(100, 2)).toEqual([2, 4, 6]);
  });

  it(`falls back to ${DEFAULT_AD_PARAGRAPHS} paragraphs when the setting is missing or not a whole positive number`, () => {
    for (const every of [undefined, Number.NaN, 0, -3, 2.5]) expect(articleAdPositions(9, every)).toEqual([4, 8]);
  });
});

describe('adSizes', () => {
  it('asks for wide banners only where they fit, and reserves the tallest size', () => {
    expect(adSizes('home', 390).every(([width]) => width <= 390)).toBe(true);
    expect(adSizes('article', 390).every(([width]) => width <= 390)).toBe(true);
    expect(adSizes('section', 1280)).toContainEqual([970, 250]);
    expect(reservedHeight(adSizes('home', 390))).toBe(250);
    expect(reservedHeight(adSizes('article', 1280))).toBe(280);
  });
});

describe('who sees ads', () => {
  const signedIn = { status: 'resolved' as const, user: { isAnonymous: false } };
  const never = () => Promise.reject(new Error('not asked'));

  it('is not known while auth is still resolving', async () => {
    await expect(readerSeesAds({ status: 'authenticating', user: null }, never)).resolves.toBeNull();
  });

  it('shows ads to a visitor and an anonymous reader without asking for subscriptions', async () => {
    await expect(readerSeesAds({ status: 'resolved', user: null }, never)).resolves.toBe(true);
    await expect(readerSeesAds({ status: 'resolved', user: { isAnonymous: true } }, never)).resolves.toBe(true);
  });

  it('shows none to a member: a live subscription, active, past due or paused', async () => {
    await expect(readerSeesAds(signedIn, async () => [{ status: 'ACTIVE' }])).resolves.toBe(false);
    await expect(readerSeesAds(signedIn, async () => [{ status: 'DELETED' }, { status: 'PAST_DUE' }])).resolves.toBe(false);
  });

  it('shows ads to a signed-in reader whose subscriptions all ended, or who never had one', async () => {
    await expect(readerSeesAds(signedIn, async () => [{ status: 'DELETED' }])).resolves.toBe(true);
    await expect(readerSeesAds(signedIn, async () => [])).resolves.toBe(true);
    expect(hasLiveMembership([])).toBe(false);
  });

  it('shows none when the subscriptions cannot be read: a paying member must never see one', async () => {
    await expect(readerSeesAds(signedIn, never)).resolves.toBe(false);
  });
});
