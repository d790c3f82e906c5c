import { BUILT_IN_LOGO, site } from '@/lib/site';

/**
 * The header's logo. The built-in one (public/logo.svg, drawn the same) is part of the page: an SVG
 * shown by an <img> costs the browser a document of its own while it lays out the first paint (decision 334).
 */
export function SiteLogo() {
  if (site.logoPath !== BUILT_IN_LOGO) {
    // eslint-disable-next-line @next/next/no-img-element -- a newsroom's own logo, in any format, needs no image optimisation
    return <img src={site.logoPath} alt="" width={120} height={32} />;
  }
  return (
    <svg width="120" height="32" viewBox="0 0 120 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#0b4f6c" />
      <path d="M9 24V8h7.5a5 5 0 0 1 0 10H13v6z" fill="#fff" />
      <text x="40" y="23" fontFamily="Georgia, serif" fontSize="20" fill="#0b4f6c">
        Pānui
      </text>
    </svg>
  );
}
