// The public addresses of uploaded pictures and episode audio, which the media API routes serve. The
// site's server maps them before Next.js sees the request (decision 321): as rewrites in
// next.config.ts they put Next's rewrite matcher into every page's browser code, for addresses that
// are only ever loaded by <img> and <audio>, never navigated to by the router.
const MEDIA_PATHS: [RegExp, string][] = [
  [/^\/audio\/([^/?#]+)(?=[?#]|$)/, '/api/media/audio/$1'],
  [/^\/media\/([^/?#]+)\/([^/?#]+)(?=[?#]|$)/, '/api/media/images/$1/$2'],
];

/** The media API route's address for a public media address (its query kept); any other address unchanged. */
export function mediaApiPath(url: string): string {
  for (const [pattern, target] of MEDIA_PATHS) if (pattern.test(url)) return url.replace(pattern, target);
  return url;
}
