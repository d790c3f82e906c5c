import { getConfig, ownHosts } from '../config';
import { getDb } from '../db/client';
import { log } from '../observability/logger';
import { errorForwarderFromConfig } from '../providers/error-tracking/error-forwarder-from-config';
import { recordServerError, type ServerErrorContext } from './error-report-service';

/**
 * Groups a server error (a 500) with the others, from where it is caught: apiRoute's error
 * handler and instrumentation.ts's onRequestError for pages. Called after the answer is sent and
 * not awaited there: a database that is the cause of the error must not hold up the 500. Never
 * throws; a failure to record is logged, and the error itself is already on its own log line.
 */
export async function reportServerError(error: unknown, context: ServerErrorContext): Promise<void> {
  try {
    const config = getConfig();
    const deps = { db: await getDb(), now: () => new Date(), forwarder: errorForwarderFromConfig(config), ownHosts: ownHosts(config) };
    await recordServerError(deps, error, context);
  } catch (failure) {
    log().warn({ err: failure, route: context.route }, 'Errors: could not record a server error');
  }
}
