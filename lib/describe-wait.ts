/** A wait in words a reader can act on: "45 seconds" or "7 minutes"; nobody counts 399 seconds. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return `${whole} second${whole === 1 ? '' : 's'}`;
  return `${Math.ceil(whole / 60)} minutes`;
}
