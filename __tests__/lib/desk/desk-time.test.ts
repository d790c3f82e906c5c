import { deskZoneLabel, formatDeskClock, formatDeskTime, isoToNzInput, nzInputToIso } from '@/lib/desk/desk-time';

describe('desk times are New Zealand times', () => {
  it('reads a scheduled time as Auckland time, summer and winter', () => {
    expect(nzInputToIso('2026-12-01T09:30')).toBe('2026-11-30T20:30:00.000Z');
    expect(nzInputToIso('2026-06-01T09:30')).toBe('2026-05-31T21:30:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(nzInputToIso('')).toBeNull();
    expect(nzInputToIso('tomorrow')).toBeNull();
  });

  it('shows an instant back in the input as Auckland wall time', () => {
    expect(isoToNzInput('2026-11-30T20:30:00.000Z')).toBe('2026-12-01T09:30');
  });

  it('labels the zone kept at that time', () => {
    expect(deskZoneLabel(new Date('2026-12-01T00:00:00Z'))).toBe('NZDT');
    expect(deskZoneLabel(new Date('2026-06-01T00:00:00Z'))).toBe('NZST');
  });

  it('formats list times and the saved clock in Auckland time', () => {
    expect(formatDeskTime('2026-11-25T06:41:00.000Z')).toBe('25 Nov 2026, 7:41 pm NZDT');
    expect(formatDeskClock('2026-11-25T06:41:00.000Z')).toBe('19:41');
  });
});
