/** What we ask the content-analytics service (SPEC §7) for the articles related to one. */
export interface RelatedQuery {
  /** The reader's analytics id; left out when the answer must be the same for every reader. */
  uuid?: string;
  /** Article ids the reader has already been shown. */
  exclude: number[];
  /** Only articles published on or after this day. */
  pubDateStart: Date;
  /** The article's first category slug. */
  section: string;
}

/**
 * The third-party content-analytics service: only its related call. SPEC §7's history and profile
 * calls are not made (decision 289): their answers are not described, and the reading history the
 * site shows is kept in the reader's own browser.
 */
export interface ContentAnalytics {
  /** Post ids of related articles, best first; entries whose metadata cannot be read are skipped. */
  related(query: RelatedQuery): Promise<number[]>;
}

/** A failed call; the message is SPEC §8's `Server responded with status {code}` for a non-2xx answer. */
export class ContentAnalyticsError extends Error {
  override name = 'ContentAnalyticsError';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
