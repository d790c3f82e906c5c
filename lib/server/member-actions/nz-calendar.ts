import { TZDate } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';

/** The instant a New Zealand calendar day (YYYY-MM-DD) begins; `days` later for the start of a later day. */
export function nzDayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + days, NZ_TIME_ZONE).getTime());
}
