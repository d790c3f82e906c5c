import { randomBytes } from 'node:crypto';
import Document, { type DocumentContext, type DocumentInitialProps, Head, Html, Main, NextScript } from 'next/document';
import { contentSecurityPolicy, cspSettingsFromEnv } from '@/lib/security/content-security-policy';

interface PanuiDocumentProps extends DocumentInitialProps {
  nonce?: string;
}

export default class PanuiDocument extends Document<PanuiDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<PanuiDocumentProps> {
    const initial = await Document.getInitialProps(ctx);
    // A page rendered for a request gets a fresh nonce for its scripts; a statically optimised one
    // (rendered at build time, no response here) keeps next.config.ts's policy without one.
    if (!ctx.res || ctx.res.headersSent) return initial;
    const nonce = randomBytes(16).toString('base64');
    ctx.res.setHeader('Content-Security-Policy', contentSecurityPolicy(cspSettingsFromEnv(), nonce));
    return { ...initial, nonce };
  }

  override render() {
    const { nonce } = this.props;
    return (
      <Html lang="en-NZ">
        <Head nonce={nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
