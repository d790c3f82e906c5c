import { Link } from '@react-email/components';
import { z } from 'zod';
import { periodDates, statementPath } from '@/lib/dates/statement-periods';
import { statementPdfPath } from '@/lib/payments/document-paths';
import { Statement } from '@/lib/schemas/receipts';
import { statementPdfFile } from '../../receipts/document-download-service';
import { Paragraph } from '../email-parts';
import { defineEmailTemplate } from '../email-template';

const documentName = (statement: Statement) => (statement.kind === 'donation-receipt' ? 'donation receipt' : 'statement');

/**
 * April's email of the tax year just ended (decision 223): the year's total, the statement (on a
 * charity's site, the donation receipt for the year a donor claims the tax credit with) attached as
 * a PDF made when it is sent, and links to its page and PDF (decision 260). Its data is the
 * statement as it was when the April run queued it.
 */
export const statementEmail = defineEmailTemplate({
  data: z.object({ statement: Statement, siteName: z.string().min(1) }).strict(),
  subject: ({ statement }, brand) => `Your ${documentName(statement)} for the ${statement.period.year} tax year from ${brand.siteName}`,
  preview: ({ statement }) => `You gave ${statement.totals.kept} NZD in the ${statement.period.year} tax year. Thank you.`,
  footer: () => 'You get this email because you gave to',
  attachments: async ({ statement, siteName }) => [await statementPdfFile(statement, siteName)],
  body: ({ statement }, brand) => {
    const { period } = statement;
    return (
      <>
        <Paragraph>{`Kia ora${statement.donor.name ? ` ${statement.donor.name}` : ''},`}</Paragraph>
        <Paragraph>{`Thank you for supporting ${brand.siteName} from ${periodDates(period)}. You gave ${statement.totals.kept} NZD in the ${period.year} tax year.`}</Paragraph>
        <Paragraph>
          {statement.kind === 'donation-receipt'
            ? 'Your donation receipt for the tax year is attached as a PDF: keep it to claim your donation tax credit from Inland Revenue.'
            : 'Your statement for the tax year is attached as a PDF.'}
        </Paragraph>
        <Paragraph>Signed in, you can also open it on the site:</Paragraph>
        {/* Each link ends its line: in the text part a full stop after a URL would be taken into it. */}
        <Paragraph>
          <Link href={new URL(statementPath(period), brand.siteUrl).href}>{`See your ${documentName(statement)} online`}</Link>
          <br />
          <Link href={new URL(statementPdfPath(period), brand.siteUrl).href}>Download the PDF again</Link>
        </Paragraph>
      </>
    );
  },
});
