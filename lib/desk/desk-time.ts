import { TZDate } from '@date-fns/tz';
import { DESK_TIME_ZONE } from '@/lib/stories/story-status';

// The desk shows and takes New Zealand times whatever the browser's zone: a sub-editor in Sydney
// schedules for 6 am in Auckland, not in Sydney.

const deskDateTime = new Intl.DateTimeFormat('en-NZ', {
  timeZone: DESK_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const deskClock = new Intl.DateTimeFormat('en-NZ', { timeZone: DESK_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const zoneName = new Intl.DateTimeFormat('en-NZ', { timeZone: DESK_TIME_ZONE, timeZoneName: 'short' });
const wallParts = new Intl.DateTimeFormat('en-US', { timeZone: DESK_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** "25 Nov 2026, 7:41 pm NZDT". */
export const formatDeskTime = (iso: string) => deskDateTime.format(new Date(iso));

/** "19:41", for "Saved 19:41". */
export const formatDeskClock = (iso: string) => deskClock.format(new Date(iso));

/** NZDT or NZST, whichever New Zealand keeps at `at`. */
export const deskZoneLabel = (at: Date) => zoneName.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'NZT';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ("2026-12-01T09:30") read as New Zealand time, as an ISO instant; null if not one. */
export function nzInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, DESK_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/** An instant as a datetime-local value in New Zealand time (what the input shows). */
export function isoToNzInput(iso: string): string {
  const parts = Object.fromEntries(wallParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
