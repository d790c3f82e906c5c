// SPEC §9's reading-history constants, named once. The last three are defined by the spec with no
// behaviour attached; they are kept here so a later feature uses these values, not new ones.

/** Daily entries ({day, count}) are kept this many days. */
export const DAILY_HISTORY_DAYS = 60;
/** Weekly entries ({week, count, cats, authors, tags}) and the per-week article map, this many days. */
export const WEEKLY_HISTORY_DAYS = 365;
/** The period a reading summary covers (defined, not yet used). */
export const SUMMARY_PERIOD_DAYS = 90;
/** How many entries a history list shows (defined, not yet used). */
export const HISTORY_SIZE = 50;
/** Unique ids are forgotten after this many (defined, not yet used). */
export const FORGET_UNIQUES_AFTER = 10;

export const DAY_MS = 86_400_000;
