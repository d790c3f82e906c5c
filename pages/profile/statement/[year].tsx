import type { GetServerSideProps } from 'next';
import { DocumentFrame } from '@/components/payments/DocumentFrame';
import { StatementPage } from '@/components/profile/StatementPage';
import { FIRST_STATEMENT_YEAR, LAST_STATEMENT_YEAR } from '@/lib/dates/statement-periods';
import { memberPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

interface Props {
  year: number;
}

/** A calendar year's statement (1 January to 31 December, New Zealand time). */
export default function CalendarYearStatement({ year }: Props) {
  return (
    <DocumentFrame title={`Statement for ${year}`}>
      <StatementPage period={{ kind: 'calendar-year', year }} />
    </DocumentFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const text = pageParam(params, 'year');
  const year = Number(text);
  if (!text || !/^\d{4}$/.test(text) || year < FIRST_STATEMENT_YEAR || year > LAST_STATEMENT_YEAR) return { notFound: true };
  return memberPageProps(res, { year });
};
