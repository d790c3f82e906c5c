import { BarController, BarElement, CategoryScale, Chart, type ChartConfiguration, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import type { RevenueReport } from '@/lib/schemas/desk-revenue';
import { monthLabel } from '@/lib/dates/nz-months';
import { formatCents, formatRate, PLACEMENT_LABELS } from '@/lib/desk/revenue-labels';
import styles from './RevenuePage.module.css';

// Loaded only on /desk/revenue, in the browser (next/dynamic, ssr: false): chart.js never reaches
// another page. Only the pieces drawn here are registered, so the rest of chart.js is left out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const BRAND = '#0b4f6c';
const SECOND = '#f2a900';
const THIRD = '#a4161a';

/** One chart.js chart on a canvas, made when mounted and destroyed when the figures change or the page goes. */
function BarChart({ label, config }: { label: string; config: ChartConfiguration<'bar'> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

const common = { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { position: 'bottom' as const } } };

function chartConfigs(report: RevenueReport) {
  const labels = report.months.map((month) => monthLabel(month.month));
  const dollars = (cents: number) => cents / 100;
  const takings: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: 'Recurring takings', data: report.months.map((m) => dollars(m.total.recurringTakings)), backgroundColor: BRAND },
        { label: 'One-off gifts', data: report.months.map((m) => dollars(m.total.oneOffTotal)), backgroundColor: SECOND },
      ],
    },
    options: {
      ...common,
      scales: { x: { stacked: true }, y: { stacked: true, ticks: { callback: (value) => formatCents(Number(value) * 100) } } },
      plugins: { ...common.plugins, tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatCents(Math.round(Number(item.raw) * 100))}` } } },
    },
  };
  const supporters: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: 'New', data: report.months.map((m) => m.total.newSupporters), backgroundColor: BRAND },
        { label: 'Churned', data: report.months.map((m) => m.total.churnedSupporters), backgroundColor: THIRD },
      ],
    },
    options: { ...common, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
  const conversion: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: report.conversion.map((row) => PLACEMENT_LABELS[row.placement]),
      datasets: [{ label: 'Conversion', data: report.conversion.map((row) => (row.rate ?? 0) * 100), backgroundColor: BRAND }],
    },
    options: {
      ...common,
      indexAxis: 'y',
      scales: { x: { beginAtZero: true, ticks: { callback: (value) => `${value}%` } } },
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatRate(report.conversion[item.dataIndex]?.rate ?? null) } } },
    },
  };
  return { takings, supporters, conversion };
}

export function RevenueCharts({ report }: { report: RevenueReport }) {
  const { takings, supporters, conversion } = useMemo(() => chartConfigs(report), [report]);
  return (
    <div className={styles.charts}>
      <figure>
        <figcaption>Takings per month</figcaption>
        <BarChart label="Bar chart of recurring takings and one-off gifts per month; the figures are in the table “Money by month”." config={takings} />
      </figure>
      <figure>
        <figcaption>New and churned supporters per month</figcaption>
        <BarChart label="Bar chart of new and churned supporters per month; the figures are in the table “Supporters by month”." config={supporters} />
      </figure>
      <figure>
        <figcaption>Conversion by placement</figcaption>
        <BarChart label="Bar chart of each placement’s conversion from donate click to paid donation; the figures are in the table “Conversion by placement”." config={conversion} />
      </figure>
    </div>
  );
}
