import dynamic from 'next/dynamic';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { RevenueReport } from '@/lib/schemas/desk-revenue';
import type { StaffRole } from '@/lib/schemas/member-type';
import { monthLabel } from '@/lib/dates/nz-months';
import { ConversionTable } from './ConversionTable';
import { FiguresTable } from './FiguresTable';
import { RevenueBreakdown } from './RevenueBreakdown';
import { RevenueNow } from './RevenueNow';
import { RevenueRangeForm } from './RevenueRangeForm';
import { MONEY_COLUMNS, SUPPORTER_COLUMNS } from './revenue-columns';
import styles from './RevenuePage.module.css';

// chart.js is drawn in the browser only and loaded only here (decision 192); the tables below are
// the figures themselves, rendered on the server.
const RevenueCharts = dynamic(() => import('./RevenueCharts').then((module) => module.RevenueCharts), {
  ssr: false,
  loading: () => (
    <p className={styles.hint} role="status">
      Loading the charts…
    </p>
  ),
});

interface RevenuePageProps {
  report: RevenueReport;
  rangeError: string | null;
  role: StaffRole;
}

/** Whether anything at all has happened: any money, supporter or click, now or in the months shown. */
const hasActivity = (report: RevenueReport) =>
  report.now.activeSupporters + report.now.pausedSupporters > 0 ||
  report.months.some(({ total }) => total.gifts + total.refunds + total.newSupporters + total.churnedSupporters + total.pausedSupporters + total.reactivatedSupporters > 0) ||
  report.conversion.some((row) => row.clicks > 0);

/** /desk/revenue: recurring support now, money and supporters per New Zealand month, and which asks convert. */
export function RevenuePage({ report, rangeError, role }: RevenuePageProps) {
  const { from, to } = report.range;
  const span = from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;
  const monthRows = report.months.map((month) => ({ key: month.month, label: monthLabel(month.month), figures: month.total }));
  const active = hasActivity(report);
  return (
    <DeskLayout title="Revenue" role={role}>
      <div className={styles.page}>
        <RevenueRangeForm from={from} to={to} error={rangeError} />
        <RevenueNow now={report.now} asOf={report.asOf} />

        <section aria-labelledby="revenue-charts-heading">
          <h2 id="revenue-charts-heading">{span}</h2>
          {active ? (
            <RevenueCharts report={report} />
          ) : (
            <p className={styles.empty}>No money yet: nobody has given, subscribed or clicked a donate button in these months. The tables below will fill as they do.</p>
          )}
        </section>

        <section aria-labelledby="revenue-money-heading">
          <h2 id="revenue-money-heading">Money and supporters by month</h2>
          <FiguresTable caption="Money by month" rowHeading="Month" columns={MONEY_COLUMNS} rows={monthRows} />
          <FiguresTable caption="Supporters by month" rowHeading="Month" columns={SUPPORTER_COLUMNS} rows={monthRows} />
        </section>

        <section aria-labelledby="revenue-conversion-heading">
          <h2 id="revenue-conversion-heading">Which asks work</h2>
          <p className={styles.hint}>Donate-button clicks, and the paid first donations (one-off gifts and new subscriptions) made from each placement, {span}.</p>
          <ConversionTable conversion={report.conversion} caption="Conversion by placement" />
        </section>

        <section aria-labelledby="revenue-breakdown-heading">
          <h2 id="revenue-breakdown-heading">One month in detail</h2>
          <RevenueBreakdown months={report.months} />
        </section>
      </div>
    </DeskLayout>
  );
}
