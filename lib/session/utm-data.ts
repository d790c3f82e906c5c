/** SPEC §3 Utm data: the campaign fields of the landing URL, the ad click ids, and the referrer. */
export interface UtmData {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
  utm_creative_format: string | null;
  gclid: string | null;
  fbclid: string | null;
  referrer: string | null;
}

export const UTM_QUERY_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_creative_format', 'gclid', 'fbclid'] as const;

// Links are written by anyone: a value is cut, so a crafted URL cannot fill the reader's storage
// or an analytics row (the event itself is capped at 10 KB).
export const UTM_VALUE_MAX = 200;
export const REFERRER_MAX = 500;

const cut = (value: string | null, max: number) => (value ? value.slice(0, max) : null);

/** The utm data of a landing URL and its document.referrer; absent fields are null. */
export function captureUtm(landingUrl: string, referrer: string): UtmData {
  let params: URLSearchParams;
  try {
    params = new URL(landingUrl).searchParams;
  } catch {
    params = new URLSearchParams();
  }
  const fields = Object.fromEntries(UTM_QUERY_FIELDS.map((field) => [field, cut(params.get(field)?.trim() || null, UTM_VALUE_MAX)])) as Omit<UtmData, 'referrer'>;
  return { ...fields, referrer: cut(referrer.trim() || null, REFERRER_MAX) };
}

/** Stored utm data is outside input: each field a string (cut again) or null. */
export function parseUtm(value: unknown): UtmData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const field = (name: string, max: number) => (typeof record[name] === 'string' ? cut(record[name], max) : null);
  const fields = Object.fromEntries(UTM_QUERY_FIELDS.map((name) => [name, field(name, UTM_VALUE_MAX)])) as Omit<UtmData, 'referrer'>;
  return { ...fields, referrer: field('referrer', REFERRER_MAX) };
}
