import { useCallback, useSyncExternalStore } from 'react';

/** A phone's width, below Tailwind's sm breakpoint: tables become cards, toasts move to the top. */
export const PHONE_QUERY = '(max-width: 639px)';

/** Whether a CSS media query matches now, following changes (e.g. a phone turned sideways). */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
