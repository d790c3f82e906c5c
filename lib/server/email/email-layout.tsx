import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { BRAND_COLOUR } from './email-parts';
import type { EmailBranding } from './email-template';

interface EmailLayoutProps {
  brand: EmailBranding;
  subject: string;
  preview: string;
  footer: string;
  children: ReactNode;
}

/** What every email shares: the logo (or the site's name), a narrow column, and a footer saying why it came. */
export function EmailLayout({ brand, subject, preview, footer, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f8', fontFamily: 'Georgia, "Times New Roman", serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px 32px', borderRadius: '6px' }}>
          {/* The text part starts with the content: a logo has no text, and the footer names the site. */}
          <Section style={{ margin: '0 0 24px' }} data-skip-in-text="true">
            <Link href={brand.siteUrl} style={{ color: BRAND_COLOUR, fontSize: '22px', textDecoration: 'none' }}>
              {brand.logoUrl ? <Img src={brand.logoUrl} alt={brand.siteName} width="120" height="32" /> : brand.siteName}
            </Link>
          </Section>
          {children}
          <Hr style={{ borderColor: '#e3e7ea', margin: '24px 0 16px' }} />
          <Text style={{ fontSize: '13px', lineHeight: '20px', color: '#5b6670', margin: 0 }}>
            {footer} <Link href={brand.siteUrl} style={{ color: '#5b6670' }}>{brand.siteName}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
