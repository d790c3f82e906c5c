import { z } from 'zod';
import { oneLineText, text } from './text';

export const ANALYTICS_EVENT_LIMITS = {
  eventName: 100,
  /** eventData, measured as UTF-8 bytes of the JSON text. */
  eventDataBytes: 10 * 1024,
  email: 254,
  /** Arrays and objects inside one another; analytics data needs three or four. */
  eventDataDepth: 16,
} as const;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * How deeply arrays and objects nest in JSON text, read without parsing it. Deep nesting fits in
 * 10 KB (5,000 brackets) and crashed the embedded database's jsonb parser (PGlite: "memory access
 * out of bounds"), so it is refused before anything else looks at it.
 */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/** Every key and string in parsed JSON made one line (no CR, LF or other control characters). */
function oneLineJson(value: unknown): unknown {
  if (typeof value === 'string') return oneLineText(value);
  if (Array.isArray(value)) return value.map(oneLineJson);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [oneLineText(key), oneLineJson(inner)]));
  return value;
}

/**
 * JSON text that must hold an object (SPEC §7: eventData is JSON text); parsed here so the row stores
 * data, not text. Control characters are cleaned out of its keys and strings rather than refused
 * (as the logger does, decision 116): raw C0 controls are not JSON and fail the parse, and the rest
 * are made one line by oneLineJson.
 */
const EventData = z
  .string()
  .refine((text) => byteLength(text) <= ANALYTICS_EVENT_LIMITS.eventDataBytes, `must be at most ${ANALYTICS_EVENT_LIMITS.eventDataBytes} bytes`)
  .refine((text) => nestingDepth(text) <= ANALYTICS_EVENT_LIMITS.eventDataDepth, {
    message: `must nest at most ${ANALYTICS_EVENT_LIMITS.eventDataDepth} levels deep`,
    abort: true,
  })
  .transform((text, ctx): Record<string, unknown> => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON text' });
      return z.NEVER;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
    // Postgres jsonb cannot hold NUL (JSON.stringify writes it as \u0000).
    if (JSON.stringify(data).includes('\\u0000')) {
      ctx.addIssue({ code: 'custom', message: 'must not contain NUL characters' });
      return z.NEVER;
    }
    return oneLineJson(data) as Record<string, unknown>;
  });

/** Body of POST /api/analytics/track-event (SPEC §7): eventName, eventData as JSON text, email. */
export const AnalyticsEventBody = z
  .object({
    eventName: text()
      .min(1, 'is required')
      .max(ANALYTICS_EVENT_LIMITS.eventName)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : or -'),
    eventData: EventData.default(() => ({})),
    // Anonymous readers send no email (or an empty one / null); it is stored in lower case.
    email: z
      .union([z.email().max(ANALYTICS_EVENT_LIMITS.email), z.literal(''), z.null()])
      .optional()
      .transform((email) => (email ? email.toLowerCase() : undefined)),
  })
  .strict();

export type AnalyticsEventInput = z.input<typeof AnalyticsEventBody>;
export type AnalyticsEventBody = z.output<typeof AnalyticsEventBody>;
