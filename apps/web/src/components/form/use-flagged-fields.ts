import { useCallback, useState } from 'react';

/** The fields a failed submit pointed at (aria-invalid); a field drops out once it is changed. */
export function useFlaggedFields() {
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  const unflag = useCallback(
    (name: string) =>
      setFlagged((current) => (current.includes(name) ? current.filter((f) => f !== name) : current)),
    [],
  );
  return { flagged, flag: setFlagged, unflag, isFlagged: (name: string) => flagged.includes(name) };
}

export type FlaggedFields = ReturnType<typeof useFlaggedFields>;
