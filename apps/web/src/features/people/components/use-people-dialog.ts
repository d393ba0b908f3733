import { useMemo, useState } from 'react';

/**
 * The dialog a people list has open: Add, or Edit, Activate/Deactivate, Sessions or (admins) Reset two-step
 * sign-in of one person.
 */
export type PeopleDialog<P> =
  { type: 'add' } | { type: 'edit' | 'status' | 'sessions' | 'two-step'; person: P } | null;

/** A people list's dialog state, and the row buttons that open its dialogs (stable, for the columns). */
export function usePeopleDialog<P>() {
  const [dialog, setDialog] = useState<PeopleDialog<P>>(null);
  const rowActions = useMemo(
    () => ({
      onEdit: (person: P) => setDialog({ type: 'edit', person }),
      onToggle: (person: P) => setDialog({ type: 'status', person }),
      onSessions: (person: P) => setDialog({ type: 'sessions', person }),
      onResetTwoStep: (person: P) => setDialog({ type: 'two-step', person }),
    }),
    [],
  );
  return { dialog, rowActions, add: () => setDialog({ type: 'add' }), close: () => setDialog(null) };
}
