import { randomFillSync } from 'node:crypto';
import Document, { type DocumentContext, type DocumentInitialProps, Head, Html, Main, NextScript } from 'next/document';
import { isDeskRoute } from '@/lib/desk/desk-route';
import { leaveOutMarkupCopies } from '@/lib/server/rendering/markup-copies';
import { type BodyToKeep, initialPropsRenderingBodyOnce, keepRenderedBody } from '@/lib/server/rendering/render-body-once';
import { HeadWithScriptsAfterPaint } from '@/lib/server/rendering/scripts-after-paint';
import { contentSecurityPolicy, cspSettingsFromEnv } from '@/lib/security/content-security-policy';

interface PanuiDocumentProps extends DocumentInitialProps {
  nonce?: string;
  bodyToKeep?: BodyToKeep;
}

// The policy is the same for every render but for its nonce, so it is built once per process.
const NONCE_MARK = '{nonce}';
let policyTemplate: string | undefined;
function policyWithNonce(nonce: string): string {
  // The ad hosts follow the ad unit built into the browser's code (next.config.ts's env), not this
  // process's environment: a build with ads started without the setting still lets its ads load.
  policyTemplate ??= contentSecurityPolicy({ ...cspSettingsFromEnv(), adsEnabled: Boolean(process.env.NEXT_PUBLIC_AD_UNIT_PREFIX) }, NONCE_MARK);
  return policyTemplate.replace(NONCE_MARK, nonce);
}

// 16 random bytes per page, drawn from the system's generator 256 pages at a time: a draw per page
// was 1 % of a rendered page's server time. Each nonce is used once.
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;
function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}

export default class PanuiDocument extends Document<PanuiDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<PanuiDocumentProps> {
    // A page every reader shares has its body rendered once per ETag; the nonce and policy are this request's (decision 337).
    const { initial, toKeep } = await initialPropsRenderingBodyOnce(ctx, (lookingUpBody) => Document.getInitialProps(lookingUpBody));
    // A page rendered for a request gets a fresh nonce for its scripts; a statically optimised one
    // (rendered at build time, no response here) keeps the site server's policy without one.
    if (!ctx.res || ctx.res.headersSent) return initial;
    const nonce = freshNonce();
    ctx.res.setHeader('Content-Security-Policy', policyWithNonce(nonce));
    return { ...initial, nonce, bodyToKeep: toKeep };
  }

  override render() {
    const { nonce, bodyToKeep } = this.props;
    keepRenderedBody(bodyToKeep, this.props, this.props.__NEXT_DATA__.dynamicIds);
    // Before <NextScript> writes the page's data: the article's body is in the HTML already.
    leaveOutMarkupCopies(this.props.__NEXT_DATA__);
    // Reader pages paint before their scripts load (decision 336); the desk's tools answer first.
    const PageHead = isDeskRoute(this.props.__NEXT_DATA__.page) ? Head : HeadWithScriptsAfterPaint;
    return (
      <Html lang="en-NZ">
        <PageHead nonce={nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </PageHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
