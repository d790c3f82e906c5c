/**
 * JSON in localStorage or sessionStorage, for the reader-tracking modules. Storage can be
 * switched off, full or tampered with: reads give `unknown` (each caller checks the shape) and
 * nothing here throws, because tracking must never break reading.
 */
export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // blocked by the browser's privacy settings
  }
}

export function readStored(key: string, kind: StorageKind = 'local'): unknown {
  try {
    const text = store(kind)?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the reader loses a count, never the page.
  }
}

export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // Nothing stored can be cleared.
  }
}

/** A plain object (not an array or null), for checking stored shapes. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
