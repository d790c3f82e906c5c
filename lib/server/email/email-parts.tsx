import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

// The few pieces every template is made of. Each renders to plain HTML a mail program shows
// (tables, inline styles) and to readable plain text (email-render.tsx turns `data-facts` tables
// into "Label: value" lines and a link into its text and URL).

export const BRAND_COLOUR = '#0b4f6c';
const TEXT_COLOUR = '#1d2329';

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '24px', color: TEXT_COLOUR, margin: '0 0 16px' }}>{children}</Text>;
}

/** Label and value pairs, such as a receipt's lines. */
export function Facts({ lines }: { lines: [label: string, value: string][] }) {
  return (
    <table role="presentation" data-facts="true" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <tbody>
        {lines.map(([label, value], index) => (
          // Labels repeat (a payment refunded twice); the position keeps each row's key unique.
          <tr key={`${index}-${label}`}>
            <th scope="row" align="left" style={{ padding: '6px 12px 6px 0', fontSize: '14px', fontWeight: 'normal', color: '#5b6670', borderBottom: '1px solid #e3e7ea', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
              {label}
            </th>
            <td style={{ padding: '6px 0', fontSize: '14px', color: TEXT_COLOUR, borderBottom: '1px solid #e3e7ea' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The one thing the email asks the reader to do, as a button (a plain link in the text part). */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={{ backgroundColor: BRAND_COLOUR, color: '#ffffff', fontSize: '16px', fontWeight: 'bold', padding: '12px 20px', borderRadius: '4px', textDecoration: 'none' }}>
        {children}
      </Button>
    </Section>
  );
}
