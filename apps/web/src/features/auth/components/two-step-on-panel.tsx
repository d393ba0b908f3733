import { useState } from 'react';
import { TWO_STEP } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDisableTwoStep, useRenewRecoveryCodes } from '../api/two-step';
import { isOtp } from '../password-rules';
import { OtpInput } from './otp-input';

/**
 * With two-step sign-in on: a current code makes new recovery codes; a current code or the password turns
 * it off (not offered while the super admin requires it).
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
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = renew.isPending || disable.isPending;
  const fail = (failure: unknown) => setError(errorMessage(failure, TWO_STEP.invalidCode));

  function renewCodes() {
    if (!isOtp(code)) return setError(TWO_STEP.invalidCode);
    setError(null);
    renew.mutate(code, { onSuccess: (answer) => onNewCodes(answer.recoveryCodes), onError: fail });
  }
  function turnOff() {
    const proof = isOtp(code) ? { code } : password ? { password } : null;
    if (!proof) return setError(TWO_STEP.codeOrPassword);
    setError(null);
    disable.mutate(proof, { onSuccess: () => notify.success(TWO_STEP.disabled), onError: fail });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-step-current-code">{TWO_STEP.currentCodeLabel}</Label>
        <OtpInput
          id="two-step-current-code"
          value={code}
          onChange={setCode}
          disabled={busy}
          aria-describedby={error ? 'two-step-error' : undefined}
        />
      </div>
      <Button variant="outline" disabled={busy} onClick={renewCodes}>
        {TWO_STEP.renewCodes}
      </Button>
      {!required && (
        <div className="flex flex-col gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">{TWO_STEP.turnOffHint}</p>
          <Label htmlFor="two-step-password">{TWO_STEP.passwordLabel}</Label>
          <PasswordInput
            id="two-step-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <Button variant="destructive" disabled={busy} onClick={turnOff}>
            {TWO_STEP.turnOff}
          </Button>
        </div>
      )}
      <FormError id="two-step-error" message={error} />
    </div>
  );
}
