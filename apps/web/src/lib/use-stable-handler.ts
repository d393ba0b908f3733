import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler of one identity for the component's life that always runs the latest `handler` given: passed to
 * a table's cells (a row's buttons), a new function each render would remount them.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
