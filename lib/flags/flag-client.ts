import { isRecord, readStored, writeStored } from '@/lib/storage/browser-storage';

/** Every feature flag the site reads; a name is written once, here. */
export const FLAG_NAMES = ['enhancedSignup'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

/** SPEC §9: the client cache lives one day (86,400 s). */
export const FLAG_CACHE_TTL_MS = 86_400 * 1000;
export const FLAG_CACHE_KEY = 'panui.featureFlags';

/** Everything off unless configuration or the flag service turns it on. */
export const DEFAULT_FLAGS: Flags = { enhancedSignup: false };

const isFlagName = (name: string): name is FlagName => (FLAG_NAMES as readonly string[]).includes(name);

/** `enhancedSignup=on,otherFlag=off` (NEXT_PUBLIC_FEATURE_FLAGS); unknown names and values are ignored. */
export function parseFlagConfig(text: string | undefined): Partial<Flags> {
  const flags: Partial<Flags> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (!isFlagName(name)) continue;
    if (['on', 'true', '1'].includes(value.toLowerCase())) flags[name] = true;
    else if (['off', 'false', '0'].includes(value.toLowerCase())) flags[name] = false;
  }
  return flags;
}

/** The flag service's answer is not shown by the spec: `{ flags: {…} }` or a bare object, booleans only, known names only. */
export function parseFlagAnswer(body: unknown): Partial<Flags> {
  const source = isRecord(body) && isRecord(body.flags) ? body.flags : body;
  if (!isRecord(source)) return {};
  const flags: Partial<Flags> = {};
  for (const [name, value] of Object.entries(source)) if (isFlagName(name) && typeof value === 'boolean') flags[name] = value;
  return flags;
}

function readCache(now: number): Partial<Flags> | null {
  const stored = readStored(FLAG_CACHE_KEY);
  if (!isRecord(stored) || typeof stored.fetchedAt !== 'number' || now - stored.fetchedAt >= FLAG_CACHE_TTL_MS || stored.fetchedAt > now) return null;
  return parseFlagAnswer(stored.flags);
}

export interface FlagClientOptions {
  /** Flags from configuration (build time). */
  configured?: Partial<Flags>;
  /** A flag service answering GET with the flags as JSON; without one, configuration decides. */
  serviceUrl?: string;
  fetcher?: typeof fetch;
  now?: () => number;
}

export interface FlagClient {
  /** What is known now: the service's cached answer over configuration over the defaults. */
  isEnabled(name: FlagName): boolean;
  /** Configuration and defaults only: the same on the server and in the browser. */
  isConfigured(name: FlagName): boolean;
  /** Asks the flag service when the cache is older than a day; never throws. */
  refresh(): Promise<void>;
}

export function createFlagClient({ configured = {}, serviceUrl, fetcher = (...args) => fetch(...args), now = Date.now }: FlagClientOptions = {}): FlagClient {
  let fromService: Partial<Flags> | null = null;
  let pending: Promise<void> | null = null;
  const current = (): Partial<Flags> => fromService ?? readCache(now()) ?? {};

  return {
    isEnabled: (name) => current()[name] ?? configured[name] ?? DEFAULT_FLAGS[name],
    isConfigured: (name) => configured[name] ?? DEFAULT_FLAGS[name],
    refresh() {
      if (!serviceUrl) return Promise.resolve();
      const cached = readCache(now());
      if (cached) {
        fromService = cached;
        return Promise.resolve();
      }
      // One request at a time, however many components ask.
      pending ??= fetcher(serviceUrl, { headers: { Accept: 'application/json' } })
        .then(async (res) => {
          if (!res.ok) return; // the last known flags (or configuration) stay in force
          fromService = parseFlagAnswer(await res.json());
          writeStored(FLAG_CACHE_KEY, { fetchedAt: now(), flags: fromService });
        })
        .catch(() => undefined)
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}

/** The site's one client, from NEXT_PUBLIC_FEATURE_FLAGS and NEXT_PUBLIC_FLAG_SERVICE_URL (inlined at build time). */
export const siteFlags = createFlagClient({
  configured: parseFlagConfig(process.env.NEXT_PUBLIC_FEATURE_FLAGS),
  serviceUrl: process.env.NEXT_PUBLIC_FLAG_SERVICE_URL || undefined,
});

export const isEnabled = (name: FlagName) => siteFlags.isEnabled(name);
