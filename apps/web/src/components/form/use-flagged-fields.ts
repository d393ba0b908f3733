import { useCallback, useState } from 'react';

/** The message of each field a failed submit pointed at; a field drops out once it is changed. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The fields a failed submit (or the server's 400) found wrong, each with its message shown under it
 * (aria-invalid, aria-describedby); `focusFirst` then puts the focus on the first of them in the form.
 */
export function useFlaggedFields() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const unflag = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _gone, ...rest } = current;
        return rest;
      }),
    [],
  );
  return {
    errors,
    flag: setErrors,
    unflag,
    isFlagged: (name: string) => name in errors,
    errorOf: (name: string): string | null => errors[name] ?? null,
  };
}

export type FlaggedFields = ReturnType<typeof useFlaggedFields>;

/** Focuses the first control of a form that says it is invalid (document order = the reading order). */
export function focusFirstInvalid(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus();
}
