/** Browser storage key of the reader's analytics unique id (SPEC §4: cleared on sign-out). */
export const UNIQUE_ID_KEY = 'panui.uniqueId';

export function clearUniqueId(): void {
  try {
    window.localStorage.removeItem(UNIQUE_ID_KEY);
  } catch {
    // Storage can be switched off; there is then nothing to clear.
  }
}
