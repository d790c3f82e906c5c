/** Article dates are New Zealand dates, whatever the server's or reader's zone. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOUR_MS = 3_600_000;

const nzClock = new Intl.DateTimeFormat('en-US', {
  timeZone: NZ_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// Asking ICU for a zone's time costs tens of microseconds, and a home page shows eighty dates
// (date-fns' TZDate cost more still: a tenth of the page's server time). New Zealand's offset
// only changes on the hour, so it is looked up once per hour of UTC and the rest is arithmetic.
const offsets = new Map<number, number>();

function offsetMinutesAt(time: number): number {
  const hourStart = Math.floor(time / HOUR_MS) * HOUR_MS;
  let offset = offsets.get(hourStart);
  if (offset === undefined) {
    const wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const { type, value } of nzClock.formatToParts(hourStart)) if (type in wall) wall[type as keyof typeof wall] = Number(value);
    offset = Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - hourStart) / 60_000);
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(hourStart, offset);
  }
  return offset;
}

function inNz(date: Date | string) {
  const time = new Date(date).getTime();
  const offset = offsetMinutesAt(time);
  const wall = new Date(time + offset * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    offset,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd-MM-yyyy, as in article URLs. */
export function urlDate(date: Date | string): string {
  const { day, month, year } = inNz(date);
  return `${pad(day)}-${pad(month)}-${year}`;
}

/** "22 November 2026", for bylines. */
export function displayDate(date: Date | string): string {
  const { day, month, year } = inNz(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Machine-readable time with the NZ offset (2026-11-22T09:30:00+13:00), for <time dateTime>. */
export function isoInNz(date: Date | string): string {
  const { year, month, day, hour, minute, second, offset } = inNz(date);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** yyyy-MM-dd of the New Zealand calendar day, a key that sorts by date (reading history). */
export function nzDay(date: Date | string | number): string {
  const { year, month, day } = inNz(new Date(date));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The yyyy-MM-dd of the Monday that starts the New Zealand week `date` falls in. */
export function nzWeek(date: Date | string | number): string {
  const { year, month, day } = inNz(new Date(date));
  const noon = Date.UTC(year, month - 1, day, 12);
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  const monday = new Date(noon - sinceMonday * 86_400_000);
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
}
