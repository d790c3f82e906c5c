import type { NextConfig } from 'next';

// The same response settings as the site's own next.config.ts, so the comparison is fair.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
