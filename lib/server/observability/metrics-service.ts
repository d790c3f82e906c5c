import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { bearerToken } from '../auth/verify-id-token';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { metricsText } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared by their digests, in constant time, so the answer's timing tells nothing of the token. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const challenge = { 'WWW-Authenticate': 'Bearer realm="metrics"' };

/**
 * GET /api/metrics (decision 242): the Prometheus exposition text for the holder of METRICS_TOKEN.
 * Without the setting the endpoint does not exist (404); without the token or with another, 401.
 */
export async function sendMetrics(config: Pick<Config, 'METRICS_TOKEN'>, authorization: string | string[] | undefined, res: ServerResponse): Promise<void> {
  if (!config.METRICS_TOKEN) throw new AppError('NOT_FOUND', 404, 'Metrics are off on this site (METRICS_TOKEN is not set).');
  let token: string | null;
  try {
    token = bearerToken(authorization);
  } catch {
    token = null;
  }
  if (!token) throw new AppError('AUTH_REQUIRED', 401, 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.', undefined, challenge);
  if (!sameToken(token, config.METRICS_TOKEN)) throw new AppError('AUTH_INVALID', 401, 'That is not the metrics token.', undefined, challenge);
  const { contentType, body } = await metricsText();
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(body);
}
