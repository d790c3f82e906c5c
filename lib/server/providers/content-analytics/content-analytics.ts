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
 * The third-party content-analytics service. History and profile answers are not described
 * by the spec, so they come back unchecked and whoever reads them checks what it reads.
 */
export interface ContentAnalytics {
  history(uuid: string): Promise<unknown>;
  profile(uuid: string, url: string): Promise<unknown>;
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
