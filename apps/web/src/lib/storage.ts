import type { STORAGE_KEYS } from '@emisja/shared';

// Local storage of spec section 9 (keys in STORAGE_KEYS). Storage can be unavailable (privacy modes, blocked cookies)
// and then throws on access: the app keeps working without persistence instead of failing to start.

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the value still applies to this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
