/**
 * Every analytics event the site sends (SPEC §9), so a name is written once. Conversion events
 * are donation (one-off), subscription and newsletter_signup; money events carry NZD.
 */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  viewPost: 'view_post',
  infiniteScrollView: 'infinite_scroll_view',
  donationButtonClick: 'donation_button_click',
  /** The cart event: a monthly amount counts as a year of it (SPEC §9). */
  beginCheckout: 'begin_checkout',
  donation: 'donation',
  /** A supporter asked for the thank-you perks (PERK_OPT_IN). */
  perkOptIn: 'perk_opt_in',
  subscription: 'subscription',
  newsletterSignup: 'newsletter_signup',
  commentPost: 'comment_post',
  commentReply: 'comment_reply',
  commentEdit: 'comment_edit',
  commentDelete: 'comment_delete',
  commentLike: 'comment_like',
  commentUnlike: 'comment_unlike',
  commentReport: 'comment_report',
  bookmarkAdded: 'bookmark_add',
  bookmarkRemoved: 'bookmark_remove',
  watchlistAdded: 'watchlist_add',
  watchlistRemoved: 'watchlist_remove',
  /** A show on the watch list marked watched (`watched: true`) or not (`watched: false`). */
  watchlistWatched: 'watchlist_watched',
  podcastPlay: 'podcast_play',
  quizComplete: 'quiz_complete',
  sessionEnd: 'session_end',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** SPEC §9: currency is NZD, fixed for payments and analytics. */
export const ANALYTICS_CURRENCY = 'NZD';

const MONEY_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  ANALYTICS_EVENTS.donation,
  ANALYTICS_EVENTS.subscription,
  ANALYTICS_EVENTS.donationButtonClick,
  ANALYTICS_EVENTS.beginCheckout,
]);

export const isMoneyEvent = (name: AnalyticsEventName) => MONEY_EVENTS.has(name);
