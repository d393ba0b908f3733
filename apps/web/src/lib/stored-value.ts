import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage that every component reading it re-renders on change (this tab
 * and others). Storage failures (private mode, quota) fall back to the default silently.
 */
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    if (localStorage.getItem(key) === value) return;
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only for this render pass
  }
  notifyAll();
}

/** The text kept under `key`, or null: re-renders on every change. */
export function useStoredText(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
}

export function useStoredValue<T extends string>(
  key: string,
  parse: (raw: string | null) => T,
): [T, (value: T) => void] {
  const raw = useStoredText(key);
  const set = useCallback((value: T) => writeStored(key, value), [key]);
  return [parse(raw), set];
}
