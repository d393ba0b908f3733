import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidPhone, USERS } from '@smms/shared';

/** SPEC §9: the format check runs this long after the last keystroke. */
export const PHONE_CHECK_DELAY_MS = 500;

/**
 * The inline "Invalid phone number format" check of SPEC §5, run 500 ms after typing stops. An empty
 * optional (alternate) phone is valid; an empty required one is not.
 */
export function usePhoneFormatCheck(optional: boolean) {
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (value: string) => {
      cancel();
      timer.current = setTimeout(() => {
        const valid = (optional && value === '') || isValidPhone(value);
        setError(valid ? null : USERS.invalidPhoneInline);
      }, PHONE_CHECK_DELAY_MS);
    },
    [cancel, optional],
  );

  const reset = useCallback(() => {
    cancel();
    setError(null);
  }, [cancel]);

  return { error, schedule, reset };
}
