/** What became of a desk form's last save. */
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

/** "Saved at 7:05 pm." in the desk's own words. */
export const savedAt = (date = new Date()) => `Saved at ${date.toLocaleTimeString('en-NZ', { hour: 'numeric', minute: '2-digit' })}.`;
