// What npm start and npm run dev run, once run-site.ts has settled the mode: migrations, seed when
// empty, the Auth emulator, the jobs and the site.
import { devMode } from './site-mode';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator';
import { builtBrowserSettings, passBuiltNextConfig } from './next-built-config';
import { exitOnStartupError } from './startup-errors';
import { isAuthEmulatorPath, needsAuthEmulator, proxyToAuthEmulator } from '@/lib/server/auth/emulator-proxy';
import { appFilesDir } from '@/lib/server/app-files';
import { mediaApiPath } from '@/lib/server/http/media-paths';
import { sharedPageCache } from '@/lib/server/http/page-cache';
import { renderWithReactNodeBuild } from '@/lib/server/rendering/react-node-renderer';
import { getConfig, isLoopbackHost, parseConfig } from '@/lib/server/config';
import { cspSettingsFromEnv, securityHeaders } from '@/lib/security/content-security-policy';
import { closeDatabase, getDatabase } from '@/lib/server/db/client';
import { appServices } from '@/lib/server/container';
import { startPaymentJobs } from '@/lib/server/payments/payment-jobs';
import { isContentEmpty, sampleArticles, seedContent } from '@/lib/server/seed/seed-content';
import { startPublishJob } from '@/lib/server/stories/publish-job';
import { startRetentionJob } from '@/lib/server/tracking/retention-job';
import { startOutboxWorker } from '@/lib/server/outbox/outbox-worker';
import { startStatementJob } from '@/lib/server/receipts/statement-job';
import { startReminderJob } from '@/lib/server/reminders/reminder-job';
import { podcastSeries as samplePodcastSeries } from '@/lib/server/seed/content/extras';
import { authors as sampleAuthors } from '@/lib/server/seed/content/taxonomy';
import { seedAuthorPortraits, seedFeatureImages, seedPodcastArtwork } from '@/lib/server/seed/seed-pictures';
import { imageDepsFromConfig } from '@/lib/server/images/image-deps';
import { announceContentChange } from '@/lib/server/content/content-changes';
import { rootLogger, routeConsoleToLogger } from '@/lib/server/observability/logger';
import { nameRoute, observeRequest } from '@/lib/server/observability/request-context';
import { stopTracing } from '@/lib/server/observability/tracing';
import { registerGauge } from '@/lib/server/observability/metrics';

async function main() {
  const dev = devMode;
  const logger = rootLogger();

  const given = parseConfig(process.env); // fails fast, naming the bad variable
  const runEmulator = !given.FIREBASE_AUTH_EMULATOR_HOST && !given.FIREBASE_SERVICE_ACCOUNT;
  if (runEmulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${given.AUTH_EMULATOR_PORT}`;
  const config = getConfig();

  let emulator: AuthEmulator | undefined;
  const stopping: { done?: Promise<void> } = {};
  const outboxWorker: { stop?: () => Promise<void> } = {};
  const shutdown = (code: number) => {
    stopping.done ??= (async () => {
      // The worker finishes the email it is sending before the database closes under it.
      await outboxWorker.stop?.();
      await Promise.allSettled([closeDatabase(), emulator?.stop(), stopTracing()]);
      process.exit(code);
    })();
    return stopping.done;
  };

  const prepareData = async () => {
    const { db } = await getDatabase();
    if (await isContentEmpty(db)) {
      logger.info('Empty database: adding the sample content…');
      await seedContent(db, { dataDir: config.DATA_DIR });
    }
  };
  // Drawn after the site is up, so a first start is not minutes longer: each story shows its
  // picture as soon as it is drawn. A restart draws only what is missing (a query for each kind when none is).
  const drawSeedPictures = async () => {
    if (!config.SEED_PICTURES) return;
    const { db } = await getDatabase();
    const images = imageDepsFromConfig(db, config);
    // The few podcast artworks and author portraits first: a second each, where the stories take minutes.
    const artwork = await seedPodcastArtwork(db, images, samplePodcastSeries);
    if (artwork) {
      void announceContentChange();
      logger.info(`Drew ${artwork} sample podcast artworks.`);
    }
    const portraits = await seedAuthorPortraits(db, images, sampleAuthors);
    if (portraits) {
      void announceContentChange();
      logger.info(`Drew ${portraits} sample author portraits.`);
    }
    const drawn = await seedFeatureImages(db, images, sampleArticles, (done, total) => {
      void announceContentChange();
      if (done === 1 || done % 16 === 0 || done === total) logger.info(`Drawing the sample stories' pictures: ${done} of ${total}`);
    });
    if (drawn) logger.info(`Drew ${drawn} sample story pictures.`);
  };
  const startEmulator = async () => {
    if (!runEmulator) return;
    emulator = await startAuthEmulator({ dataDir: config.DATA_DIR, port: config.AUTH_EMULATOR_PORT, projectId: config.FIREBASE_PROJECT_ID, persist: true, yieldToSite: true });
    logger.info(`Firebase Auth emulator on http://${emulator.host}`);
  };
  const prepareSite = async () => {
    renderWithReactNodeBuild();
    const { default: next } = await import('next');
    const app = next({ dev, dir: appFilesDir(), hostname: config.HOST, port: config.PORT });
    await app.prepare();
    return app.getRequestHandler();
  };

  // From here on in production every line is JSON, Next.js's and other libraries' console output
  // included (decision 240); a failed start is still one plain line on stderr (startup-errors.ts).
  // In development Next's own output stays as it prints it.
  if (!dev) routeConsoleToLogger();
  if (!dev) passBuiltNextConfig(appFilesDir(), { compress: config.COMPRESS });
  // The database, Next.js and the Auth emulator start side by side. The site listens once the first
  // two are ready: pages need no emulator, and the calls that do wait for it (below; decision 275).
  let emulatorReady = !runEmulator;
  const emulatorWait = startEmulator().then(
    () => {
      emulatorReady = true;
    },
    async (error: unknown) => {
      await Promise.allSettled([closeDatabase(), stopTracing()]);
      exitOnStartupError(error);
    },
  );
  let handle: Awaited<ReturnType<typeof prepareSite>>;
  try {
    [handle] = await Promise.all([prepareSite(), prepareData()]);
  } catch (error) {
    await Promise.allSettled([closeDatabase(), emulatorWait.then(() => emulator?.stop())]);
    exitOnStartupError(error);
  }
  const emulatorHost = config.FIREBASE_AUTH_EMULATOR_HOST;
  // Pages every reader shares are rendered once per CONTENT_CACHE_SECONDS at most (decision 324); not in development.
  const pages = sharedPageCache(() => ({ maxAgeMs: dev ? 0 : config.CONTENT_CACHE_SECONDS * 1000 }));
  // Every answer's security headers, built once: a page rendered for its request replaces the CSP
  // with one carrying its nonce (pages/_document.tsx). Set here rather than by next.config.ts's
  // headers(), which Next matched and compiled again for every request.
  const headers = securityHeaders({ ...cspSettingsFromEnv(dev ? process.env : builtBrowserSettings(appFilesDir())), production: !dev });
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    if (emulatorHost && isAuthEmulatorPath(req.url)) {
      nameRoute('/__/auth');
      proxyToAuthEmulator(emulatorHost, req, res);
    } else {
      for (const { key, value } of headers) res.setHeader(key, value);
      req.url = mediaApiPath(req.url ?? '/');
      pages.serve(req, res, () => void handle(req, res));
    }
  };
  // Every request in its context: an X-Request-Id, log lines that carry it, counted by route (decision 240).
  const server = createServer((req, res) =>
    observeRequest(req, res, () => {
      // Sign-in and the API verify accounts with the emulator: until it is up (seconds), they wait for it.
      if (emulatorReady || !needsAuthEmulator(req.url)) serve(req, res);
      else void emulatorWait.then(() => serve(req, res));
    }),
  );
  server.on('error', (error) => {
    logger.fatal(`Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`);
    void shutdown(1);
  });
  // Before the first request: payments a killed process left pending are settled, and due
  // sandbox subscriptions renewed, in the background so start-up does not wait for them.
  startPaymentJobs(() => appServices().payments.runJobs(), config.PAYMENTS_RENEW_MINUTES);
  // Every instance runs it: one UPDATE publishes each due story once, however many run at once.
  startPublishJob(() => appServices().stories.publishDueStories(), config.PUBLISH_JOB_SECONDS);
  // Every instance runs it, daily: each day's analytics are rolled up once, under a row lock (decision 248).
  startRetentionJob(() => appServices().tracking.runRetention());
  // Every instance sends email (decision 210): FOR UPDATE SKIP LOCKED gives each email to one worker.
  // With PGlite this is the only process, so an email a killed run had taken is due again at once.
  const outbox = appServices().outbox;
  if (!config.DATABASE_URL) await outbox.releaseClaims();
  outboxWorker.stop = startOutboxWorker(() => outbox.drain(), config.OUTBOX_POLL_SECONDS);
  // Alert on these (docs/operations.md): a growing backlog means mail is not leaving; any dead email needs a look.
  registerGauge('panui_outbox_pending', 'Emails waiting in the outbox to be sent', async () => (await outbox.countOutboxBacklog()).pending);
  registerGauge('panui_outbox_dead', 'Emails given up on after their last try (npm run outbox -- list dead)', async () => (await outbox.countOutboxBacklog()).dead);
  // In April, a charity's donors get their tax-year statement; the run is claimed, so instances share it.
  startStatementJob(() => appServices().receipts.sendDueStatements());
  // Daily on every instance: cards expiring next month, yearly renewals in 7 days; each email's key makes it once.
  startReminderJob(() => appServices().reminders.sendDue());
  server.listen(config.PORT, config.HOST, () => {
    drawSeedPictures().catch((error: unknown) => logger.error({ err: error }, 'Could not draw the sample pictures'));
    const reach = isLoopbackHost(config.HOST) ? 'this machine only' : 'every machine that can reach it';
    logger.info(`Pānui (${dev ? 'development' : 'production'}) is running at http://localhost:${config.PORT} (listening on ${config.HOST}: ${reach})`);
    if (emulatorHost && !isLoopbackHost(config.HOST)) {
      logger.warn('AUTH_EMULATOR_ON_PUBLIC_ADDRESS is set: with the Auth emulator, anyone who can reach this site can sign in as any member.');
    }
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // tsx forwards the signal the process group already got, so it can arrive twice.
      if (stopping.done) return;
      logger.info(`${signal}: stopping…`);
      server.close();
      server.closeAllConnections();
      void shutdown(0);
    });
  }
}

main().catch(exitOnStartupError);
