import type { RevenueFigures } from '@/lib/schemas/desk-revenue';
import { formatCents, formatCount } from '@/lib/desk/revenue-labels';

export interface FigureColumn {
  figure: keyof RevenueFigures;
  label: string;
  format: (value: number | null) => string;
}

const count = (value: number | null) => formatCount(value ?? 0);

export const SUPPORTER_COLUMNS: FigureColumn[] = [
  { figure: 'newSupporters', label: 'New', format: count },
  { figure: 'churnedSupporters', label: 'Churned', format: count },
  { figure: 'pausedSupporters', label: 'Paused', format: count },
  { figure: 'reactivatedSupporters', label: 'Reactivated', format: count },
];

export const MONEY_COLUMNS: FigureColumn[] = [
  { figure: 'oneOffTotal', label: 'One-off total', format: formatCents },
  { figure: 'recurringTakings', label: 'Recurring takings', format: formatCents },
  { figure: 'gifts', label: 'Gifts', format: count },
  { figure: 'averageGift', label: 'Average gift', format: formatCents },
  { figure: 'medianGift', label: 'Median gift', format: formatCents },
  { figure: 'refunds', label: 'Refunds', format: formatCents },
];
