const pad = (value: number) => String(value).padStart(2, '0');

/** 65 → "1:05", 3723 → "1:02:03"; anything not a finite, non-negative number reads as 0:00. */
export function formatPlayTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** The seek slider's spoken value: "1:05 of 12:30". */
export function playTimeValueText(current: number, duration: number): string {
  return `${formatPlayTime(current)} of ${formatPlayTime(duration)}`;
}

/** An episode's length in words for lists: "38 sec", "12 min", "1 hr 5 min". */
export function episodeLength(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  if (whole < 60) return `${whole} sec`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} hr ${minutes % 60} min` : `${minutes / 60} hr`;
}
