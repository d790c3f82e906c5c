import { displayDate, isoInNz } from './nz-time';

/**
 * A publication date as a page shows it: `<time dateTime={iso}>{text}</time>`. The server writes
 * both strings into the page's props, so reader pages' JavaScript carries none of the New Zealand
 * time-zone code (decision 202).
 */
export interface ShownDate {
  /** With New Zealand's offset (2026-11-22T09:30:00+13:00), for the `dateTime` attribute. */
  iso: string;
  /** "22 November 2026". */
  text: string;
}

export const shownDate = (date: Date | string): ShownDate => ({ iso: isoInNz(date), text: displayDate(date) });
