import { useCallback, useLayoutEffect, useRef, useState } from 'react';

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

/**
 * A form's ref, and `request` to put the focus on its first control that says it is invalid (document
 * order = the reading order) once the fields have rendered their messages. The move happens in the
 * same commit as the messages (a layout effect), so nothing sees the messages without the focus.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    if (requests > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus();
  }, [requests]);
  const request = useCallback(() => setRequests((n) => n + 1), []);
  return { formRef, request };
}
