import { useCallback, useRef, useState } from 'react';
import type { Role, View } from '@smms/shared';
import { usePhoneLookup, type PhoneOwner } from '../api/lookup-phone';
import { precheckOutcome, PRECHECK_MIN_LENGTH } from './phone-precheck';

/**
 * The phone check on leaving the phone field (SPEC §5): an inline message when the phone is taken, or
 * the owner to offer the "User Already Exists" access grant. The check's own failure is only logged.
 */
export function usePhonePrecheck(context: { view: View; role: Role; selfId?: number }) {
  const lookup = usePhoneLookup();
  const [taken, setTaken] = useState<string | null>(null);
  const [grantable, setGrantable] = useState<PhoneOwner | null>(null);
  const latest = useRef('');
  const { view, role, selfId } = context;

  const check = useCallback(
    async (phone: string) => {
      latest.current = phone;
      if (phone.length < PRECHECK_MIN_LENGTH) return;
      try {
        const outcome = precheckOutcome(await lookup(phone), { view, role, selfId });
        if (latest.current !== phone) return; // typed on meanwhile
        setTaken(outcome.kind === 'taken' ? outcome.message : null);
        setGrantable(outcome.kind === 'grantable' ? outcome.owner : null);
      } catch (error) {
        console.warn('Phone check failed', error);
      }
    },
    [lookup, view, role, selfId],
  );

  /** Typing a new phone withdraws what was said about the old one. */
  const changed = useCallback((phone: string) => {
    latest.current = phone;
    setTaken(null);
  }, []);

  return { taken, grantable, check, changed, dismissGrant: () => setGrantable(null) };
}

export type PhonePrecheck = ReturnType<typeof usePhonePrecheck>;
