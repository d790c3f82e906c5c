import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { type AdminAuth, adminAuth } from './auth/firebase-admin';
import { login, sessionCaller, sessionStatus, signOut } from './auth/session-service';
import { signOutEverywhere } from './auth/sign-out-everywhere-service';
import { adminEmails, type Config, getConfig, ownHosts } from './config';
import type { CommentDeps } from './comments/comment-deps';
import { listComments, myCommentState } from './comments/comment-list-service';
import { closeComments, dismissCommentReports, hideComment, moderationQueue } from './comments/comment-moderation-service';
import { createComment, deleteComment, editComment, likeComment, reportComment } from './comments/comment-service';
import { cachedFindArticleByPath, cachedFindAuthorListing, cachedFindSectionListing, cachedHomeContent } from './content/cached-content';
import { sharedContentCache } from './content/content-cache';
import { buildRssFeed, listFeedArticles } from './syndication/feed-service';
import { findPodcastEpisode, findPodcastSeries, listPodcastSeries } from './content/podcast-service';
import { findQuiz, findQuizForArticle, listQuizzes } from './content/quiz-service';
import { buildRelatedArticleDeps, findNextArticle } from './content/related-article-service';
import { buildRobotsTxt } from './syndication/robots-service';
import { searchArticles } from './content/search-service';
import { buildSitemapDocument, buildSitemapXml, findChildSitemap, findSitemap } from './syndication/sitemap-service';
import { authorFeedXml, sectionFeedXml } from './syndication/list-feed-service';
import { buildNewsSitemapXml, listNewsSitemapEntries } from './syndication/news-sitemap-service';
import { podcastArtworkPng, podcastFeedSettings, podcastFeedXml } from './syndication/podcast-feed-service';
import { findShowPage, listShows } from './content/tv-show-service';
import { type Db, getDb, openedDatabase } from './db/client';
import { checkReadiness } from './db/readiness-service';
import { addBookmark, listBookmarkIds, listBookmarks, removeBookmark } from './library/bookmark-service';
import { answerReadingHistoryMerge, clearAccountReadingHistory, getAccountReadingHistory, mergeReadingHistory, recordAccountRead, setAccountCounting } from './library/account-reading-history-service';
import { getPodcastPosition, savePodcastPosition } from './library/podcast-position-service';
import { addToWatchlist, listWatchlist, markWatched, removeFromWatchlist, type WatchlistDeps } from './library/watchlist-service';
import { createMember, healMissingMember } from './members/member-create-service';
import { deleteMember } from './members/member-deletion-service';
import type { ServiceDeps } from './members/member-deps';
import { setMemberType } from './members/member-role-service';
import { getMember, getMemberType, updateMember } from './members/member-service';
import { mergeAnonymous } from './members/merge-anonymous-service';
import { buildNewsletterDeps } from './newsletters/newsletter-deps';
import { describeLink, oneClickUnsubscribe, resubscribeByToken } from './newsletters/newsletter-link-service';
import { checkSubscriptionStatus, getMemberNewsletters, listNewsletters, unsubscribeNewsletter } from './newsletters/newsletter-service';
import { confirmSubscription, subscribeNewsletter } from './newsletters/newsletter-subscribe-service';
import { createPaymentMethod, deletePaymentMethod, listPaymentMethods } from './payments/payment-method-service';
import { orphanAgeMs, runPaymentJobs } from './payments/payment-jobs';
import { createPayment } from './payments/payment-service';
import { answerSandboxChallenge, confirmPayment } from './payments/authentication-service';
import { describeCardUpdateLink, payWithCardUpdateLink } from './payments/recovery/card-update-service';
import { renewOwnSubscriptionNow } from './payments/renewal-service';
import { buildPaymentDeps, paymentsSetup, paymentsTestMode } from './payments/payment-wiring';
import { getReceipt } from './payments/receipt-service';
import { createSandboxCard } from './payments/sandbox-card-service';
import { receiveConfiguredStripeWebhook } from './payments/stripe/stripe-webhook-wiring';
import { cancelSubscription, listSubscriptions, pauseSubscription, resumeSubscription, updateSubscription } from './payments/subscription-service';
import { listTransactions } from './payments/transaction-service';
import { buildRefundDeps, type RefundDeps } from './refunds/refund-deps';
import { refundTransaction } from './refunds/refund-service';
import { resendReceipt } from './refunds/receipt-resend-service';
import type { ContentAnalytics } from './providers/content-analytics/content-analytics';
import { contentAnalyticsFromConfig } from './providers/content-analytics/content-analytics-from-config';
import type { Mailer } from './providers/mail/mailer';
import type { NewsletterProvider } from './providers/newsletters/newsletter-provider';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { cancelStaffInvite, changeStaffRole, inviteStaff, listStaff } from './staff/staff-service';
import { listAudit } from './audit/audit-service';
import { grantComplimentary, revokeComplimentary } from './member-actions/complimentary-service';
import { cancelMemberSubscription, pauseMemberSubscription, resumeMemberSubscription } from './member-actions/subscription-actions-service';
import { announceContentChange } from './content/content-changes';
import { pageCacheWarmer } from './http/page-cache-warm';
import type { StoryDeps } from './stories/story-deps';
import { publishDueStories, publishStory, unpublishStory } from './stories/story-publish-service';
import { createStory, deskChoices, getDeskStory, listDeskStories, listStoryRevisions, restoreStoryRevision, updateStory } from './stories/story-service';
import { findRedirectPath } from './publishing/article-redirect-service';
import { buildPreviewLinkDeps, createPreviewLink, findPreviewStory } from './publishing/preview-link-service';
import type { ImageStorage } from './providers/image-storage/image-storage';
import { imageStorageFromConfig } from './providers/image-storage/image-storage-from-config';
import { type ImageDeps, imageDepsFromConfig } from './images/image-deps';
import { saveImage } from './images/save-image-service';
import { getDeskImage, listDeskImages, updateDeskImage, uploadImage } from './images/desk-image-service';
import { readStoredImage } from './images/image-serving-service';
import { createDeskAuthor, getDeskAuthor, listDeskAuthors, updateDeskAuthor } from './site-content/author-service';
import {
  createDeskPodcastEpisode,
  createDeskPodcastSeries,
  getDeskPodcastEpisode,
  getDeskPodcastSeries,
  listDeskPodcastSeries,
  updateDeskPodcastEpisode,
  updateDeskPodcastSeries,
  uploadPodcastAudio,
} from './site-content/podcast-service';
import { createDeskQuiz, getDeskQuiz, listDeskQuizzes, updateDeskQuiz } from './site-content/quiz-service';
import { cachedShownSitePage, getDeskSitePage, listDeskSitePages, saveDeskSitePage } from './site-pages/site-page-service';
import { createDeskTvShow, getDeskTvShow, listDeskTvShows, updateDeskTvShow } from './site-content/tv-show-service';
import { createDeskNewsletterList, getDeskNewsletterList, listDeskNewsletterLists, updateDeskNewsletterList } from './site-content/newsletter-list-service';
import { createDeskCollection, deleteDeskCollection, getDeskCollection, listDeskCollections, searchStoriesForCollection, setHomeCollections, updateDeskCollection } from './site-content/collection-service';
import { type ErrorReportDeps, recordClientError, recordServerError, topErrors } from './tracking/error-report-service';
import { recordAnalyticsEvent } from './tracking/analytics-event-service';
import { runRetention } from './tracking/retention-job';
import type { ErrorForwarder } from './providers/error-tracking/error-forwarder';
import { errorForwarderFromConfig } from './providers/error-tracking/error-forwarder-from-config';
import { getRevenueReport } from './revenue/revenue-service';
import { publicSupporterCount } from './revenue/supporter-count-service';
import { site } from '@/lib/site';
import { listEmbedChoices } from './stories/embed-choices-service';
import { listMembers } from './member-directory/member-list-service';
import { getMemberRecord } from './member-directory/member-record-service';
import { EXPORT_BATCH_SIZE } from './exports/export-deps';
import { streamReceiptPdf, streamStatementPdf } from './receipts/document-download-service';
import { dueStatementYear, sendTaxYearStatements, type StatementSendDeps } from './receipts/statement-send-service';
import { queuedStatementEmails } from './receipts/statement-send-wiring';
import { getStatement, listStatementYears, type StatementDeps } from './receipts/statement-service';
import { taxIdentity } from './receipts/tax-identity';
import { streamMembersCsv } from './exports/members-export-service';
import { MEMBER_DATA_PAGE_SIZE, streamMemberData } from './privacy/member-data-export-service';
import { streamTransactionsCsv } from './exports/transactions-export-service';
import { sendMetrics } from './observability/metrics-service';
import { buildOutboxDeps, type OutboxDeps } from './outbox/outbox-deps';
import { countOutboxBacklog, listOutboxMessages, releaseClaims, requeueDeadMessages } from './outbox/outbox-store';
import { drainOutbox } from './outbox/outbox-worker';
import { devMailboxPage, devMailHtml } from './email/dev-mailbox-service';
import { sendDueReminders } from './reminders/reminder-service';

/** Outside services; each defaults to what the configuration names, so a test replaces only the one it fakes. */
export interface Providers {
  payments: PaymentProvider;
  stripe: Stripe;
  mailer: Mailer;
  newsletters: NewsletterProvider;
  contentAnalytics: ContentAnalytics | null;
  auth: AdminAuth;
  imageStorage: ImageStorage;
  /** Where errors are also sent (SENTRY_DSN), or null. */
  errorForwarder: ErrorForwarder | null;
}

export interface ServicesInput {
  /** The database, or how to open it: a route that never reaches a service never opens it. */
  db: Db | (() => Promise<Db>);
  config: Config;
  clock?: () => Date;
  providers?: Partial<Providers>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deps argument is dropped, whatever its type
type WithDeps<D> = (deps: D, ...args: any[]) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Bound<F> = F extends (deps: any, ...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

/** Each service function with its first argument (its dependencies) filled in once they are ready. */
function bind<D, M extends Record<string, WithDeps<D>>>(deps: () => Promise<D>, functions: M): { [K in keyof M]: Bound<M[K]> } {
  const bound = Object.entries(functions).map(([name, fn]) => [name, async (...args: unknown[]) => fn(await deps(), ...args)]);
  return Object.fromEntries(bound) as { [K in keyof M]: Bound<M[K]> };
}

/** Builds a value on first use and keeps it; a failed build is tried again at the next use, as the container lives as long as the process. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () =>
    (built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
}

/**
 * The one place services are built with their dependencies (decision 125). Routes read it from
 * their handler context, pages and scripts call `appServices()`, tests call this with fakes.
 */
export function createServices({ db, config, clock = () => new Date(), providers = {} }: ServicesInput) {
  const openDb = typeof db === 'function' ? db : async () => db;
  const auth = () => providers.auth ?? adminAuth();
  const database = once(openDb);
  const payments = once(async () => buildPaymentDeps(await database(), config, clock, providers));
  const newsletters = once(async () => buildNewsletterDeps(await database(), config, clock, providers));
  const members = once(async (): Promise<ServiceDeps> => ({ db: await database(), auth: auth(), now: clock, adminEmails: adminEmails(config) }));
  const comments = once(
    async (): Promise<CommentDeps> => ({ db: await database(), now: clock, healMember: async (caller) => healMissingMember(await members(), caller) }),
  );
  const watchlist = once(async (): Promise<WatchlistDeps> => ({ db: await database(), now: clock }));
  const contentAnalytics = () => (providers.contentAnalytics === undefined ? contentAnalyticsFromConfig(config) : providers.contentAnalytics);
  const errorForwarder = () => (providers.errorForwarder === undefined ? errorForwarderFromConfig(config) : providers.errorForwarder);
  const errorReports = once(async (): Promise<ErrorReportDeps> => ({ db: await database(), now: clock, forwarder: errorForwarder(), ownHosts: ownHosts(config) }));
  const related = once(async () => buildRelatedArticleDeps(await database(), config, clock, contentAnalytics()));
  const cached = async () => ({ openDb: database, ttlMs: config.CONTENT_CACHE_SECONDS * 1000 });
  // Receipts are tax invoices, donation receipts or plain receipts as the settings say (decision 220).
  const tax = taxIdentity(config, site.name);
  const receipts = async () => ({ db: await database(), siteName: site.name, tax });
  const documents = async (): Promise<StatementDeps & { siteName: string }> => ({ db: await database(), siteName: site.name, tax, clock });
  const statementSends = once(async (): Promise<StatementSendDeps> => {
    const deps = await documents();
    return { db: deps.db, clock, sendStatementEmail: queuedStatementEmails(deps, deps.siteName) };
  });
  const stories = once(async (): Promise<StoryDeps> => ({ db: await database(), now: clock, announce: announceContentChange, warmPage: pageCacheWarmer(config.PAGE_CACHE_URL) }));
  const deletion = async () => ({ payments: await payments(), auth: auth() });
  let configuredImageStorage: ImageStorage | undefined;
  const imageStorage = () => providers.imageStorage ?? (configuredImageStorage ??= imageStorageFromConfig(config));
  const images = once(async (): Promise<ImageDeps> => imageDepsFromConfig(await database(), config, imageStorage()));
  const outbox = once(async (): Promise<OutboxDeps> => buildOutboxDeps(await database(), config, clock, providers.mailer));
  // Refunds go back through the provider payments use, so they share the payment deps.
  const refundDeps = once(async (): Promise<RefundDeps> => {
    const { db: refundDb, provider } = await payments();
    return buildRefundDeps({ db: refundDb, clock, provider, siteName: site.name, tax });
  });

  return {
    auth: {
      ...bind(members, { login, sessionStatus, signOut, sessionCaller }),
      ...bind(async () => ({ auth: auth() }), { signOutEverywhere }),
    },
    members: {
      ...bind(members, { createMember, getMember, updateMember, mergeAnonymous }),
      ...bind(database, { getMemberType }),
      ...bind(deletion, { deleteMember }),
      setMemberType: async (email: string, type: string) => setMemberType(await database(), email, type, clock()),
    },
    newsletters: {
      ...bind(newsletters, { subscribeNewsletter, confirmSubscription, unsubscribeNewsletter, checkSubscriptionStatus, resubscribeByToken, oneClickUnsubscribe, describeLink }),
      ...bind(database, { getMemberNewsletters, listNewsletters }),
    },
    comments: {
      ...bind(comments, { createComment, editComment, deleteComment, likeComment, reportComment, moderationQueue, hideComment, dismissCommentReports, closeComments }),
      ...bind(database, { listComments, myCommentState }),
    },
    library: {
      ...bind(database, { addBookmark, removeBookmark, listBookmarks, listBookmarkIds }),
      ...bind(watchlist, { addToWatchlist, removeFromWatchlist, listWatchlist, markWatched }),
      // Deps of the same shape as the watch list's: the database and the clock.
      ...bind(watchlist, { getPodcastPosition, savePodcastPosition }),
      ...bind(watchlist, { getAccountReadingHistory, answerReadingHistoryMerge, mergeReadingHistory, recordAccountRead, setAccountCounting, clearAccountReadingHistory }),
    },
    payments: {
      ...bind(payments, { confirmPayment, answerSandboxChallenge, describeCardUpdateLink, payWithCardUpdateLink, renewOwnSubscriptionNow }),
      ...bind(payments, { createPayment, createPaymentMethod, deletePaymentMethod, createSandboxCard, updateSubscription, cancelSubscription, pauseSubscription, resumeSubscription }),
      ...bind(database, { listPaymentMethods: (db: Db, ...rest: DropFirst<typeof listPaymentMethods>) => listPaymentMethods({ db }, ...rest) }),
      ...bind(database, { listSubscriptions: (db: Db, ...rest: DropFirst<typeof listSubscriptions>) => listSubscriptions({ db }, ...rest) }),
      ...bind(database, { listTransactions: (db: Db, ...rest: DropFirst<typeof listTransactions>) => listTransactions({ db }, ...rest) }),
      ...bind(receipts, { getReceipt }),
      receiveStripeWebhook: async (rawBody: Buffer | undefined, signature: string | string[] | undefined) => receiveConfiguredStripeWebhook({ ...(await payments()), ...(providers.stripe ? { stripe: providers.stripe } : {}) }, config, rawBody, signature),
      runJobs: async () => runPaymentJobs(await payments(), orphanAgeMs(config.DATABASE_URL)),
      testMode: () => paymentsTestMode(config),
      setup: () => paymentsSetup(config),
    },
    receipts: {
      ...bind(documents, { listStatementYears, getStatement, streamReceiptPdf, streamStatementPdf }),
      /** `npm run statements:send`: the tax year's statement emails, claimed and resumable (decision 223). */
      sendTaxYearStatements: async (taxYear: number) => sendTaxYearStatements(await statementSends(), taxYear),
      /** The April job: a charity's statements for the tax year just ended, once it is April in New Zealand; null when none are due. */
      sendDueStatements: async () => {
        const taxYear = config.CHARITY_NUMBER ? dueStatementYear(clock()) : null;
        return taxYear === null ? null : sendTaxYearStatements(await statementSends(), taxYear);
      },
    },
    reminders: {
      /** The daily job: cards expiring next month and yearly renewals a week ahead, each email keyed (decision 270). */
      sendDue: async () => sendDueReminders({ db: await database(), clock }),
    },
    content: {
      ...bind(database, { searchArticles, findQuiz, findQuizForArticle, listQuizzes, findPodcastEpisode, findPodcastSeries, listPodcastSeries, findShowPage, listShows }),
      ...bind(cached, { cachedHomeContent, cachedFindArticleByPath, cachedFindSectionListing, cachedFindAuthorListing }),
      ...bind(related, { findNextArticle }),
      rssFeed: async () => buildRssFeed(await listFeedArticles(await database()), config.SITE_URL),
      sectionFeed: async (slug: string) => sectionFeedXml(await database(), slug, config.SITE_URL),
      authorFeed: async (slug: string) => authorFeedXml(await database(), slug, config.SITE_URL),
      podcastFeed: async (slug: string) => podcastFeedXml({ db: await database(), dataDir: config.DATA_DIR, settings: podcastFeedSettings(config) }, slug),
      podcastArtwork: async (slug: string) => podcastArtworkPng(await database(), slug),
      sitemapXml: async () => buildSitemapDocument(await findSitemap(await database()), config.SITE_URL),
      childSitemapXml: async (file: string) => {
        const entries = await findChildSitemap(await database(), file);
        return entries && buildSitemapXml(entries, config.SITE_URL);
      },
      newsSitemapXml: async () => buildNewsSitemapXml(await listNewsSitemapEntries(await database()), config.SITE_URL),
      robotsTxt: () => buildRobotsTxt(config.SITE_URL),
    },
    staff: {
      ...bind(async () => ({ db: await database(), now: clock }), { listStaff, inviteStaff, cancelStaffInvite, changeStaffRole }),
    },
    stories: {
      ...bind(stories, { createStory, getDeskStory, updateStory, restoreStoryRevision, listStoryRevisions, listDeskStories, deskChoices }),
      ...bind(stories, { publishStory, unpublishStory, publishDueStories }),
    },
    publishing: {
      ...bind(database, { findRedirectPath }),
      ...bind(async () => buildPreviewLinkDeps(await database(), config, clock), { createPreviewLink, findPreviewStory }),
    },
    images: {
      ...bind(images, { saveImage, uploadImage, listDeskImages, getDeskImage, updateDeskImage }),
      readStoredImage: (key: string) => readStoredImage(imageStorage(), key),
    },
    embeds: {
      ...bind(database, { listEmbedChoices }),
    },
    siteContent: {
      ...bind(database, { listDeskCollections, getDeskCollection, createDeskCollection, updateDeskCollection, deleteDeskCollection, setHomeCollections, searchStoriesForCollection }),
      ...bind(database, { listDeskAuthors, getDeskAuthor, createDeskAuthor, updateDeskAuthor }),
      ...bind(database, { listDeskPodcastSeries, getDeskPodcastSeries, createDeskPodcastSeries, updateDeskPodcastSeries, getDeskPodcastEpisode, createDeskPodcastEpisode, updateDeskPodcastEpisode }),
      ...bind(database, { listDeskQuizzes, getDeskQuiz, createDeskQuiz, updateDeskQuiz }),
      ...bind(database, { listDeskTvShows, getDeskTvShow, createDeskTvShow, updateDeskTvShow }),
      ...bind(database, { listDeskNewsletterLists, getDeskNewsletterList, createDeskNewsletterList, updateDeskNewsletterList }),
      uploadPodcastAudio: async (uid: string, req: IncomingMessage) => uploadPodcastAudio(await database(), uid, req, config.DATA_DIR),
    },
    sitePages: {
      ...bind(async () => ({ db: await database(), now: clock }), { listDeskSitePages, getDeskSitePage, saveDeskSitePage }),
      ...bind(cached, { cachedShownSitePage }),
    },
    memberDirectory: {
      ...bind(async () => ({ db: await database(), now: clock }), { list: listMembers, record: getMemberRecord }),
    },
    revenue: {
      report: async (staffUid: string, query?: unknown) => getRevenueReport({ db: await database(), now: clock }, staffUid, query),
      publicSupporterCount: async () =>
        publicSupporterCount({ db: await database(), now: clock, cache: sharedContentCache(() => ({ ttlMs: config.CONTENT_CACHE_SECONDS * 1000 })), shown: config.SHOW_SUPPORTER_COUNT }),
    },
    exports: {
      ...bind(async () => ({ db: await database(), now: clock, batchSize: EXPORT_BATCH_SIZE }), { streamMembersCsv, streamTransactionsCsv }),
    },
    privacy: {
      ...bind(async () => ({ db: await database(), auth: auth(), now: clock, siteName: site.name, pageSize: MEMBER_DATA_PAGE_SIZE }), { streamMemberData }),
    },
    refunds: {
      ...bind(refundDeps, { refundTransaction, resendReceipt }),
    },
    memberActions: {
      ...bind(payments, { pauseMemberSubscription, resumeMemberSubscription, cancelMemberSubscription, grantComplimentary, revokeComplimentary }),
      ...bind(database, { listAudit }),
    },
    tracking: {
      ...bind(database, { recordAnalyticsEvent }),
      runRetention: async () =>
        runRetention({ db: await database(), now: clock, analyticsRetentionDays: config.ANALYTICS_RETENTION_DAYS, errorRetentionDays: config.ERROR_RETENTION_DAYS }),
    },
    errorReports: {
      ...bind(errorReports, { recordClientError, recordServerError, topErrors }),
    },
    outbox: {
      ...bind(outbox, { drain: drainOutbox }),
      ...bind(database, { releaseClaims, requeueDeadMessages, listOutboxMessages, countOutboxBacklog }),
    },
    devMailbox: {
      page: (ask: { file?: string; sample?: string }) => devMailboxPage(config, ask),
      html: (ask: { file?: string; sample?: string }) => devMailHtml(config, ask),
    },
    health: {
      checkReadiness: () => checkReadiness(openDb),
    },
    observability: {
      sendMetrics: (authorization: string | string[] | undefined, res: ServerResponse) => sendMetrics(config, authorization, res),
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the parameter list is read
type DropFirst<F> = F extends (first: any, ...rest: infer R) => any ? R : never;

export type Services = ReturnType<typeof createServices>;

// Building the container costs more than a cached page's whole render (issue [19]: 0.1–0.3 ms of
// closures per call), so the app's is built once and kept while the configuration and the opened
// database stay the same (decision 326). Each of Next's bundles keeps its own.
let shared: { config: Config; database: ReturnType<typeof openedDatabase>; services: Services } | undefined;

/** The app's services: the configured database (opened on first use), configuration and clock; a clock of the caller's own gets a container of its own. */
export function appServices(clock?: () => Date): Services {
  const config = getConfig();
  if (clock) return createServices({ db: getDb, config, clock });
  const database = openedDatabase();
  if (shared?.config !== config || shared.database !== database) shared = { config, database, services: createServices({ db: getDb, config }) };
  return shared.services;
}
