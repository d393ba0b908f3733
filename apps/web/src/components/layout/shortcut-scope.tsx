import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ShortcutScope } from '@smms/shared';

interface Scopes {
  /** The scopes the screen on view declared, with `any`. */
  active: ReadonlySet<ShortcutScope>;
  /** Declares a scope until the returned function is called. */
  declare: (scope: ShortcutScope) => () => void;
}

const ScopeContext = createContext<Scopes | null>(null);

/**
 * Which keyboard shortcuts work on the screen on view: each screen part that listens for keys declares its
 * scope (a list, its search, rows that open, a decision), and the `?` dialog lists only those (issue 38).
 */
export function ShortcutScopeProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<ReadonlyMap<ShortcutScope, number>>(new Map());
  const declare = useCallback((scope: ShortcutScope) => {
    const add = (by: number) =>
      setCounts((current) => new Map(current).set(scope, (current.get(scope) ?? 0) + by));
    add(1);
    return () => add(-1);
  }, []);
  const value = useMemo(() => {
    const active = new Set<ShortcutScope>(['any']);
    for (const [scope, count] of counts) if (count > 0) active.add(scope);
    return { active, declare };
  }, [counts, declare]);
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

/** This part of the screen answers the keys of `scope` while `on` (outside a provider, nothing happens). */
export function useShortcutScope(scope: ShortcutScope, on = true) {
  const declare = useContext(ScopeContext)?.declare;
  useEffect(() => (on && declare ? declare(scope) : undefined), [declare, scope, on]);
}

/** The scopes whose keys work on the screen on view. */
export function useActiveShortcutScopes(): ReadonlySet<ShortcutScope> {
  return useContext(ScopeContext)?.active ?? new Set(['any']);
}
