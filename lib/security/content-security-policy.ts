// The site's Content-Security-Policy and its other security headers, built from the same build-time
// settings the browser bundle uses (NEXT_PUBLIC_*), so the policy allows exactly what the pages load.
// Used by scripts/site-server.ts (every response) and pages/_document.tsx (a nonce per server-rendered page).

export interface CspSettings {
  production: boolean;
  /** NEXT_PUBLIC_AD_UNIT_PREFIX: Google Publisher Tag and the hosts it loads ads from. */
  adsEnabled: boolean;
  /** NEXT_PUBLIC_ANALYTICS_SCRIPT_URL: the tag manager script. */
  analyticsScriptUrl?: string;
  /** NEXT_PUBLIC_PODCAST_PLAYER_URL: the hosted podcast player framed on episode pages. */
  podcastPlayerUrl?: string;
  /** NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: Firebase's sign-in pop-ups and their hidden frame. */
  firebaseAuthDomain?: string;
}

const STRIPE = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };
// Google's own list for GPT: the tag, the ad servers, and the frames ads render in.
const ADS = {
  script: ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com'],
  frame: ['https://securepubads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
};
const FIREBASE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url.replaceAll('{uid}', 'uid'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

export function cspSettingsFromEnv(env: Record<string, string | undefined> = process.env): CspSettings {
  return {
    production: env.NODE_ENV === 'production',
    adsEnabled: Boolean(env.NEXT_PUBLIC_AD_UNIT_PREFIX),
    analyticsScriptUrl: env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL || undefined,
    podcastPlayerUrl: env.NEXT_PUBLIC_PODCAST_PLAYER_URL || undefined,
    firebaseAuthDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined,
  };
}

const unique = (items: (string | null | false | undefined)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))];

/**
 * The policy. Scripts: our own files, the page's nonce (server-rendered pages), Stripe.js, and
 * the ad and analytics hosts only when configured; no 'unsafe-eval' outside development (React's
 * dev tools need eval). A page rendered at build time (sign-in, sign-up, 404 …) has no request to
 * make a nonce for, yet its HTML holds the bundler's inline bootstrap script; its policy (the one
 * without a nonce) allows inline scripts instead. Its HTML was written at build time and holds no
 * reader's text. Where a nonce is given, browsers ignore 'unsafe-inline', so it is left out.
 * Styles keep 'unsafe-inline': React writes `style` attributes and Stripe Elements injects styles.
 */
export function contentSecurityPolicy(settings: CspSettings, nonce?: string): string {
  const analytics = originOf(settings.analyticsScriptUrl);
  const player = originOf(settings.podcastPlayerUrl);
  const authDomain = settings.firebaseAuthDomain ? `https://${settings.firebaseAuthDomain}` : null;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", nonce ? `'nonce-${nonce}'` : "'unsafe-inline'", ...STRIPE.script, ...(settings.adsEnabled ? ADS.script : []), analytics, !settings.production && "'unsafe-eval'"])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', unique(["'self'", ...STRIPE.connect, ...FIREBASE_APIS, ...(settings.adsEnabled ? ADS.connect : []), analytics, !settings.production && 'ws:'])],
    ['frame-src', unique(["'self'", ...STRIPE.frame, ...(settings.adsEnabled ? ADS.frame : []), player, authDomain])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers for every response; the CSP here has no nonce (pages rendered at build time have no request to make one for). */
export function securityHeaders(settings: CspSettings): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")' },
    // Browsers ignore it over plain http (npm start on localhost); behind TLS it pins https for two years.
    ...(settings.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
