import type { NextConfig } from 'next';

/**
 * Browser settings that switch a feature on, built in as '' when unset instead of being read from
 * an empty process.env in the browser: the minifier then drops the feature's code, so readers of a
 * site without ads download none of the ad code (decision 202).
 */
const FEATURE_SWITCHES = ['NEXT_PUBLIC_AD_UNIT_PREFIX', 'NEXT_PUBLIC_APP_STORE_URL', 'NEXT_PUBLIC_APP_DEEP_LINK_BASE'] as const;
/** The site's identity (lib/site.ts), built in the same way: constants in every page's code rather than look-ups. */
const SITE_IDENTITY = ['NEXT_PUBLIC_SITE_NAME', 'NEXT_PUBLIC_SITE_TAGLINE', 'NEXT_PUBLIC_SITE_LOGO', 'NEXT_PUBLIC_SITE_CONTACT_EMAIL', 'NEXT_PUBLIC_SECTIONS'] as const;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  output: 'standalone',
  poweredByHeader: false,
  env: Object.fromEntries([...FEATURE_SWITCHES, ...SITE_IDENTITY].map((name) => [name, process.env[name] ?? ''])),
  // Pages are dynamic and cached by the CDN with s-maxage; hashing every page for an ETag cost a
  // twentieth of the article page's server time (decision 32, docs/decisions/).
  generateEtags: false,
  // `npm test` typechecks the whole tree (tests included); doing it again here only slows builds.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its WebAssembly and data files from its own package folder at run time. The
  // tracing SDK is loaded from node_modules only when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision
  // 243), and prom-client's registry is one per process (decision 242), not one per bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'firebase-admin',
    'prom-client',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/semantic-conventions',
  ],
  // In the browser, hydration in slices (lib/hydration/react-dom-client.ts, decision 336).
  turbopack: { resolveAlias: { 'react-dom/client': { browser: './lib/hydration/react-dom-client.ts' } } },
  // No headers(): the site's server sets the security headers on every answer (scripts/site-server.ts).
  // No rewrites (decision 321): any would put Next's rewrite matcher into every page's browser code.
  // /audio/… and /media/… are mapped to their API routes by scripts/site-server.ts
  // (lib/server/http/media-paths.ts); an unknown old path reaches pages/[...path].tsx.
};

export default nextConfig;
