/** One error as it is grouped and sent on: a browser's report, or a server error. */
export interface ErrorReport {
  source: 'browser' | 'server';
  /** The group it belongs to (tracking/error-fingerprint.ts). */
  fingerprint: string;
  /** The normalised message and first frame the fingerprint is made of. */
  message: string;
  firstFrame: string | null;
  errorName: string | null;
  at: Date;
  /** This report as received: capped, one line a field, addresses and tokens scrubbed. */
  sample: {
    message: string;
    callstack: string | null;
    userAgent: string | null;
    path: string | null;
    referrer: string | null;
    requestId: string | null;
  };
}

/**
 * An error tracker errors are also sent to (Sentry or a compatible service). `forward` returns at
 * once and never throws: sending happens in the background, and a tracker that is down or slow
 * costs the request nothing (decision 246).
 */
export interface ErrorForwarder {
  forward(report: ErrorReport): void;
}
