import { useState } from 'react';
import { AUTH, TWO_STEP } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDisableTwoStep, useRenewRecoveryCodes } from '../api/two-step';
import { isOtp } from '../password-rules';

/**
 * With two-step sign-in on: the current password and a current code make new recovery codes; the password
 * and a current code or a recovery code turn it off (not offered while the super admin requires it). Both
 * always: a stolen session, or a password just changed, is not enough (issue 37 item 9).
 */
export function TwoStepOnPanel({
  required,
  onNewCodes,
}: {
  required: boolean;
  onNewCodes: (codes: string[]) => void;
}) {
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoStep();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = renew.isPending || disable.isPending;
  const fail = (failure: unknown) => setError(errorMessage(failure, TWO_STEP.invalidCode));
  const typed = code.trim();

  /** The fields' own problem, or null when the proof may be sent. */
  function problem(recoveryAllowed: boolean): string | null {
    if (!currentPassword) return AUTH.currentPasswordNeeded;
    if (recoveryAllowed ? !typed : !isOtp(typed)) return TWO_STEP.invalidCode;
    return null;
  }
  function renewCodes() {
    const found = problem(false);
    setError(found);
    if (found) return;
    renew.mutate(
      { code: typed, currentPassword },
      { onSuccess: (answer) => onNewCodes(answer.recoveryCodes), onError: fail },
    );
  }
  function turnOff() {
    const found = problem(true);
    setError(found);
    if (found) return;
    disable.mutate(
      { code: typed, currentPassword },
      { onSuccess: () => notify.success(TWO_STEP.disabled), onError: fail },
    );
  }
  const describedBy = error ? 'two-step-error' : undefined;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{TWO_STEP.changeHint}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-step-password">{TWO_STEP.passwordLabel}</Label>
        <PasswordInput
          id="two-step-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          disabled={busy}
          aria-describedby={describedBy}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-step-current-code">
          {required ? TWO_STEP.currentCodeLabel : TWO_STEP.currentCodeOrRecoveryLabel}
        </Label>
        <Input
          id="two-step-current-code"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={busy}
          aria-describedby={describedBy}
        />
      </div>
      <FormError id="two-step-error" message={error} />
      <Button variant="outline" disabled={busy} onClick={renewCodes}>
        {TWO_STEP.renewCodes}
      </Button>
      {!required && (
        <div className="flex flex-col gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">{TWO_STEP.turnOffHint}</p>
          <Button variant="destructive" disabled={busy} onClick={turnOff}>
            {TWO_STEP.turnOff}
          </Button>
        </div>
      )}
    </div>
  );
}
