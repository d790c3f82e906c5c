import { z } from 'zod';
import { DEFAULT_AD_PARAGRAPHS } from '@/lib/ads/ad-placement';
import { parseSentryDsn } from './providers/error-tracking/sentry-dsn';
import { checkCharityNumber, checkIrdNumber } from './receipts/tax-numbers';
import { parsePodcastCategory } from './syndication/apple-podcast-categories';

// Every setting the server reads, checked once. A fresh clone runs with none of them set.
const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user:pass@localhost:5432/panui');

/**
 * With the Auth emulator anyone can sign in as anyone (its tokens are unsigned and its API hands
 * out every account), so listening where others can reach it takes this sentence, not a flag.
 */
export const AUTH_EMULATOR_PUBLIC_OPT_IN = 'i-understand-anyone-can-sign-in-as-anyone';

/** A number checked by `check` and kept as it formats it (123-456-789), or one message saying what is wrong. */
const taxNumber = (check: (value: string) => { ok: true; formatted: string } | { ok: false; reason: string }) =>
  z.string().transform((value, ctx) => {
    const checked = check(value);
    if (checked.ok) return checked.formatted;
    ctx.addIssue({ code: 'custom', message: checked.reason });
    return z.NEVER;
  });

const hostPort = z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where the site listens; without it, this machine only while the Auth emulator is in use, else every address. */
  HOST: z.string().min(1).optional(),
  /** Port of the Auth emulator `npm start` runs when no service account is configured. */
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Extra host names that count as our own (referrers kept in logs), comma-separated. */
  SITE_HOSTS: z.string().default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  PGLITE_DIR: z.string().min(1).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis shared by every instance (rate limits); without it each process counts alone. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/[^/]/.test(value), 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
    .optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-panui'),
  FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
  /** The only value that lets the site listen off this machine while the Auth emulator is in use. */
  AUTH_EMULATOR_ON_PUBLIC_ADDRESS: z
    .literal(AUTH_EMULATOR_PUBLIC_OPT_IN, { error: `must be exactly ${AUTH_EMULATOR_PUBLIC_OPT_IN}, or unset` })
    .optional(),
  /**
   * Emails that become administrators at their first sign-in with the email verified (decision 147),
   * comma-separated, any case; blanks ignored. Only promotes: taking one out demotes nobody.
   */
  ADMIN_EMAILS: z.string().default(''),
  /** The service account key as JSON text; needed only without the emulator. */
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /**
   * How many proxies of ours stand in front of the site, each appending to X-Forwarded-For; the
   * client's address is the entry the outermost one wrote. 0 (the default) ignores the header.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d)$/, 'must be 0, 1 (one proxy in front) or the number of proxies, up to 9')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
  /**
   * Whether the site gzips its own answers. 0 behind a proxy that compresses and caches the
   * compressed copy (nginx in the deployed shape, decision 331), so no CPU is spent here twice.
   */
  COMPRESS: booleanFlag.default(true),
  /**
   * The page cache in front (nginx or the CDN) as readers reach it, e.g. the public address: a
   * story's page is requested there once when it is published, so its first readers find it
   * cached rather than queued behind one render (decision 330). Unset: nothing is requested.
   */
  PAGE_CACHE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. http://127.0.0.1:8080' }).optional(),
  ENABLE_TEST_ROUTES: booleanFlag.default(false),
  /** How long content queries are kept in process (home page, articles); 0 switches the cache off. */
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Memory for page bodies rendered once per props (decision 337), per instance; 0 renders every body. */
  PAGE_BODY_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** The content-analytics service (SPEC §7; only its related call is made, decision 289); with its key, or neither. */
  CONTENT_ANALYTICS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://analytics.example.com/api' }).optional(),
  CONTENT_ANALYTICS_API_KEY: z.string().min(1).optional(),
  /** On a site with ads (NEXT_PUBLIC_AD_UNIT_PREFIX): an article's paragraphs before its first ad and between ads (decision 290). */
  AD_PARAGRAPHS: z.coerce.number().int().min(1).max(50).default(DEFAULT_AD_PARAGRAPHS),
  /** Related content is at most this many days old (SPEC §9: 999 when not configured). */
  RELATED_MAX_AGE_DAYS: z.coerce.number().int().min(1, 'must be a whole number of days, at least 1').max(36_500).default(999),
  /** Which payment provider takes money: Stripe when its key is set, otherwise the sandbox (test cards only). */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be the endpoint signing secret, whsec_…').optional(),
  /** Public: Stripe Elements in the browser collects cards with it. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)').optional(),
  /** Payment calls (and card creations) one member, or one card, may make in 10 minutes; an address may have three times as many declines (decision 122). */
  PAYMENTS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Comments one member may post in 10 minutes; a client address may post three times as many. */
  COMMENTS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Test switch: kills the process at one point of a payment (`after-charge`: charged, not settled;
   * `before-settle`: the settling database transaction written but not committed; `after-settle`:
   * settled, the idempotency key not yet completed). Refused in production.
   */
  PAYMENTS_FAULT: z.enum(['after-charge', 'before-settle', 'after-settle']).optional(),
  /**
   * When a declined renewal is tried again, in days after the first decline, comma-separated and
   * rising (decision 232); after the last one the subscription lapses. Stripe follows its own Smart
   * Retries (set in its dashboard); we record its attempts and send the same notices.
   */
  RENEWAL_RETRY_DAYS: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3}){0,9}$/, 'must be whole days, comma-separated, e.g. 3,5,7')
    .transform((value) => value.split(',').map(Number))
    .refine((days) => days.every((day, i) => day >= 1 && (i === 0 || day > days[i - 1]!)), 'must be rising days of at least 1, e.g. 3,5,7')
    .default([3, 5, 7]),
  /** Signs the update-card and confirm-payment links in failed-renewal notices; required for a public production site. */
  PAYMENT_LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** How long an update-card link in a failed-renewal notice works, in days. */
  PAYMENT_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Minutes between sandbox renewal runs in `npm start`; 0 = only at start. */
  PAYMENTS_RENEW_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
  /** Seconds between runs of the publish job (scheduled stories whose time has come) on each instance; 0 = off. */
  PUBLISH_JOB_SECONDS: z.coerce.number().int().min(0).max(3_600).default(15),
  /** Outgoing mail server; without it emails are written to DATA_DIR/mail (the dev mailbox). */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.nz:465').optional(),
  /** The From of every email the site sends. */
  MAIL_FROM: z.string().min(3).default('Pānui <newsletters@localhost>'),
  /**
   * The logo at the top of every email: an absolute URL of a PNG or JPEG (mail programs do not show
   * SVG). Unset: the site's logo when it is not an SVG, else public/email-logo.png for the default logo, else the name alone.
   */
  MAIL_LOGO_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of a PNG or JPEG, e.g. https://news.example.nz/email-logo.png' }).optional(),
  /** How often each instance's outbox worker looks for emails to send, in seconds; 0 = this instance sends none. */
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(1),
  /** Tries of one email before it is dead-lettered (status dead, kept for a requeue). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Wait before the first retry, in seconds; it doubles with each failure, up to an hour. */
  OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** How long a worker holds an email it is sending; one killed mid-send leaves it to be sent again after this. */
  OUTBOX_CLAIM_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /**
   * Test switch: `after-send:N` kills the process (SIGKILL) right after the mail server took the Nth
   * email this process sends and before the outbox marks it sent (`after-send` alone: the first).
   * Refused in production.
   */
  OUTBOX_FAULT: z
    .string()
    .regex(/^after-send(:[1-9]\d{0,3})?$/, 'must be after-send or after-send:N (N from 1 to 9999)')
    .transform((value) => ({ point: 'after-send' as const, nth: Number(value.split(':')[1] ?? 1) }))
    .optional(),
  /** Signs the confirmation and unsubscribe links; required for a public production site. */
  NEWSLETTER_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** Signs the desk's preview links (/preview/{token}); required for a public production site. */
  PREVIEW_LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** How long a preview link opens the story, in hours. */
  PREVIEW_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Mailchimp Marketing API: both, or neither (the database is then the only list). */
  MAILCHIMP_API_KEY: z.string().regex(/^[0-9a-f]{8,}-[a-z]+\d+$/i, 'must look like <key>-us21').optional(),
  MAILCHIMP_SERVER_PREFIX: z.string().regex(/^[a-z]+\d+$/, 'must be the data centre, e.g. us21').optional(),
  /** Our list ids to Mailchimp audience ids, e.g. morning-briefing=a1b2c3d4e5,climate-dispatch=f6e5d4c3b2; unmapped lists use their own id. */
  MAILCHIMP_LIST_IDS: z.string().regex(/^([\w-]+=[\w-]+)(,[\w-]+=[\w-]+)*$/, 'must be ourListId=audienceId pairs, comma-separated').optional(),
  /**
   * Receipts as New Zealand tax documents (decision 220). The organisation that takes the money, as
   * its receipts, tax invoices and statements name it; the site's name (NEXT_PUBLIC_SITE_NAME) when unset.
   */
  LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  /** Its address, one line, printed under the name (e.g. 12 Cuba Street, Te Aro, Wellington 6011). */
  LEGAL_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** Registered for GST: every receipt is a tax invoice with this number (an IRD number, 123-456-789). */
  GST_NUMBER: taxNumber(checkIrdNumber).optional(),
  /** A registered charity (CC12345): receipts are donation receipts a donor claims the donation tax credit with. */
  CHARITY_NUMBER: taxNumber(checkCharityNumber).optional(),
  /** The charity's IRD number, which donation receipts must show; GST_NUMBER when unset (the same number). */
  IRD_NUMBER: taxNumber(checkIrdNumber).optional(),
  /** Who authorises donation receipts, with their role, e.g. "Aroha Ngata, Treasurer" (Inland Revenue asks for both). */
  RECEIPT_SIGNATORY: z.string().trim().min(3).max(120).optional(),
  /** Largest picture upload, in bytes (25 MB). */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1_024, 'must be at least 1024 bytes').max(200 * 1024 * 1024, 'must be at most 200 MB').default(25 * 1024 * 1024),
  /** Most pixels a picture may have (50 megapixels); checked from its header, before it is decoded. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000, 'must be at least 1000000 (1 megapixel)').max(268_402_689).default(50_000_000),
  /** Show readers on the donate and members pages how many give monthly or yearly ("Join 1,204 supporters"); a newsroom's choice. */
  SHOW_SUPPORTER_COUNT: booleanFlag.default(false),
  /** Draw the sample stories' pictures when seeding (about 3 s of CPU each, minutes in all); test harnesses that start the site switch it off. */
  SEED_PICTURES: booleanFlag.default(true),
  /** Where pictures are kept: `local` (DATA_DIR/images) or `s3` (an S3-compatible bucket: AWS, R2, MinIO). */
  IMAGE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  /** For R2, MinIO or another S3-compatible store; AWS when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://<account>.r2.cloudflarestorage.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as a path (`endpoint/bucket/key`), as MinIO needs. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** The least severe log lines written (docs/operations.md, "Logs"): `info` unless set; `silent` writes none. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token Prometheus sends to GET /api/metrics; unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /**
   * OpenTelemetry's collector (OTLP over HTTP, e.g. http://otel-collector:4318); traces are sent
   * only when it is set, and nothing of the tracing SDK is loaded otherwise. The exporter itself
   * reads this and the other OTEL_* variables (headers, sampler).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. http://otel-collector:4318' }).optional(),
  /** The service name on every span; `panui` unless set. */
  OTEL_SERVICE_NAME: z.string().min(1).default('panui'),
  /**
   * A Sentry (or Sentry-compatible: GlitchTip, Bugsink) project's DSN; browser error reports and
   * server errors are then also sent there, in the background (decision 246). Unset, they are only
   * grouped in the database.
   */
  SENTRY_DSN: z
    .string()
    .refine((value) => parseSentryDsn(value) !== null, 'must be a Sentry DSN, e.g. https://<public key>@o123.ingest.sentry.io/456')
    .optional(),
  /** Days an error group is kept after it was last seen, and its hourly counts after their hour (decision 245). */
  ERROR_RETENTION_DAYS: z.coerce.number().int().min(2, 'must be a whole number of days, at least 2').max(3_650).default(30),
  /** Days raw analytics events are kept; older days live on as daily totals (decision 248). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(2, 'must be a whole number of days, at least 2').max(3_650).default(90),
  /** The podcast feeds' owner address, where Apple and Spotify send ownership checks; unset, the address in MAIL_FROM. */
  PODCAST_OWNER_EMAIL: z.email('must be an email address, e.g. podcasts@example.nz').optional(),
  /** Apple's category for every series' feed, `Category` or `Category/Subcategory` (decision 284). */
  PODCAST_CATEGORY: z
    .string()
    .default('News')
    .refine((value) => parsePodcastCategory(value) !== null, 'must be one of Apple Podcasts\' categories, e.g. News or News/Daily News'),
  /** Whether the podcast feeds say the shows are explicit (Apple hides explicit shows from some listeners). */
  PODCAST_EXPLICIT: booleanFlag.default(false),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'HOST'> & { HOST: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** True when SITE_URL names this machine (localhost, 127.0.0.1, [::1]): a local run, not a public site. */
export function isLoopbackSite(config: Pick<Config, 'SITE_URL'>): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(config.SITE_URL).hostname);
}

/** True when HOST is reachable from this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function checkEmulatorAddress(config: Config): void {
  if (!config.FIREBASE_AUTH_EMULATOR_HOST || isLoopbackHost(config.HOST) || config.AUTH_EMULATOR_ON_PUBLIC_ADDRESS) return;
  throw new ConfigError(
    `HOST: ${config.HOST} lets other machines reach the site, and with the Auth emulator anyone who can reach it can sign in as any member. ` +
      `Leave HOST unset (127.0.0.1), set FIREBASE_SERVICE_ACCOUNT to use real Firebase Auth, ` +
      `or set AUTH_EMULATOR_ON_PUBLIC_ADDRESS=${AUTH_EMULATOR_PUBLIC_OPT_IN} if that is what you want`,
  );
}

function checkCombinations(config: Config): void {
  const loopback = isLoopbackSite(config);
  checkEmulatorAddress(config);
  if (config.NODE_ENV === 'production' && config.FIREBASE_AUTH_EMULATOR_HOST && !loopback) {
    // Emulator tokens are unsigned: accepting them on a public host would let anyone sign in as anyone.
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST: must not be set for a public production site (emulator tokens are unsigned)');
  }
  if (config.NODE_ENV === 'production' && !loopback && !config.FIREBASE_AUTH_EMULATOR_HOST && !config.FIREBASE_SERVICE_ACCOUNT) {
    throw new ConfigError('FIREBASE_SERVICE_ACCOUNT: is required in production when the Auth emulator is not used');
  }
  if (Boolean(config.CONTENT_ANALYTICS_URL) !== Boolean(config.CONTENT_ANALYTICS_API_KEY)) {
    const missing = config.CONTENT_ANALYTICS_URL ? 'CONTENT_ANALYTICS_API_KEY' : 'CONTENT_ANALYTICS_URL';
    throw new ConfigError(`${missing}: set CONTENT_ANALYTICS_URL and CONTENT_ANALYTICS_API_KEY together, or neither (related content then comes from the database)`);
  }
  checkPayments(config, loopback);
  if (config.NODE_ENV === 'production' && config.OUTBOX_FAULT) throw new ConfigError('OUTBOX_FAULT: is a test switch and must not be set in production');
  checkImageStorage(config);
  checkReceipts(config);
  if (config.NODE_ENV === 'production' && !loopback && !config.NEWSLETTER_TOKEN_SECRET) {
    // The development default is public (it is in the source): anyone could forge unsubscribe links with it.
    throw new ConfigError('NEWSLETTER_TOKEN_SECRET: is required in production (it signs newsletter confirmation and unsubscribe links)');
  }
  if (config.NODE_ENV === 'production' && !loopback && !config.PREVIEW_LINK_SECRET) {
    // The development default is in the source: anyone could forge a link to an unpublished story with it.
    throw new ConfigError('PREVIEW_LINK_SECRET: is required in production (it signs preview links to unpublished stories)');
  }
  if (config.NODE_ENV === 'production' && !loopback && !config.PAYMENT_LINK_SECRET) {
    // The development default is in the source: anyone could make an update-card link for any subscription.
    throw new ConfigError('PAYMENT_LINK_SECRET: is required in production (it signs the update-card links of failed-renewal notices)');
  }
  if (Boolean(config.MAILCHIMP_API_KEY) !== Boolean(config.MAILCHIMP_SERVER_PREFIX)) {
    const missing = config.MAILCHIMP_API_KEY ? 'MAILCHIMP_SERVER_PREFIX' : 'MAILCHIMP_API_KEY';
    throw new ConfigError(`${missing}: set MAILCHIMP_API_KEY and MAILCHIMP_SERVER_PREFIX together, or neither (subscriptions then stay in the database)`);
  }
  if (config.FIREBASE_SERVICE_ACCOUNT) {
    try {
      JSON.parse(config.FIREBASE_SERVICE_ACCOUNT);
    } catch {
      throw new ConfigError('FIREBASE_SERVICE_ACCOUNT: must be the service account key as JSON text');
    }
  }
}

function checkImageStorage(config: Config): void {
  if (config.IMAGE_STORAGE === 's3' && !config.S3_BUCKET) throw new ConfigError('S3_BUCKET: is required with IMAGE_STORAGE=s3 (the bucket pictures are kept in)');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK then finds credentials itself)`);
  }
}

/** A donation receipt must carry the charity's IRD number and an authorised person's name (decision 220). */
function checkReceipts(config: Config): void {
  if (!config.CHARITY_NUMBER) return;
  if (!config.IRD_NUMBER && !config.GST_NUMBER) {
    throw new ConfigError("IRD_NUMBER: is required with CHARITY_NUMBER (Inland Revenue wants the charity's IRD number on every donation receipt; GST_NUMBER counts, it is the same number)");
  }
  if (!config.RECEIPT_SIGNATORY) {
    throw new ConfigError('RECEIPT_SIGNATORY: is required with CHARITY_NUMBER: the name and role of the person who authorises donation receipts, e.g. "Aroha Ngata, Treasurer"');
  }
}

/** The provider that takes payments: PAYMENTS_PROVIDER, else Stripe when its key is set, else the sandbox. */
export function paymentsProvider(config: Pick<Config, 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY'>): 'sandbox' | 'stripe' {
  return config.PAYMENTS_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

function checkPayments(config: Config, loopback: boolean): void {
  const provider = paymentsProvider(config);
  if (provider === 'stripe' && !config.STRIPE_SECRET_KEY) throw new ConfigError('STRIPE_SECRET_KEY: is required with PAYMENTS_PROVIDER=stripe');
  if (provider === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET: is required with Stripe (the signing secret of the /api/webhooks/stripe endpoint)');
  }
  if (config.STRIPE_WEBHOOK_SECRET && !config.STRIPE_SECRET_KEY) throw new ConfigError('STRIPE_SECRET_KEY: set it with STRIPE_WEBHOOK_SECRET, or neither');
  if (provider === 'stripe' && !config.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY: is required with Stripe (the card form in the browser uses it)');
  }
  // A public site taking test-mode "payments" by accident would lose real donations.
  if (config.NODE_ENV === 'production' && !loopback && provider === 'sandbox' && config.PAYMENTS_PROVIDER !== 'sandbox') {
    throw new ConfigError('STRIPE_SECRET_KEY: is required for a public production site (or set PAYMENTS_PROVIDER=sandbox to take test payments only)');
  }
  if (config.NODE_ENV === 'production' && config.PAYMENTS_FAULT) throw new ConfigError('PAYMENTS_FAULT: is a test switch and must not be set in production');
}

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`${name}: ${issue?.message ?? 'invalid'}`);
  }
  // Loopback by default while the emulator is in use: a fresh `npm start` must not hand every account to the LAN.
  const config: Config = { ...result.data, HOST: result.data.HOST ?? (result.data.FIREBASE_AUTH_EMULATOR_HOST ? '127.0.0.1' : '0.0.0.0') };
  checkCombinations(config);
  return config;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Host names whose referrers we keep: the site's own plus SITE_HOSTS. */
export function ownHosts(config: Config): Set<string> {
  const hosts = new Set([new URL(config.SITE_URL).hostname]);
  for (const host of config.SITE_HOSTS.split(',')) {
    if (host.trim()) hosts.add(host.trim().toLowerCase());
  }
  return hosts;
}

/** ADMIN_EMAILS as a set of lower-cased addresses, blanks dropped. */
export function adminEmails(config: Pick<Config, 'ADMIN_EMAILS'>): ReadonlySet<string> {
  return new Set(config.ADMIN_EMAILS.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean));
}
