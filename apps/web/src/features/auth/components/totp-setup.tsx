import { useRef, useState, type FormEvent } from 'react';
import { AUTH, TWO_STEP, type TwoStepSetup } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import type { TwoStepProof } from '../api/two-step';
import { isOtp } from '../password-rules';
import { OtpInput } from './otp-input';

interface TotpSetupProps {
  setup: TwoStepSetup;
  busy: boolean;
  /** The server's answer to the last code, shown under the field. */
  error: string | null;
  /** From the profile; at sign-in the pending token already proves the password, just typed. */
  askPassword: boolean;
  onSubmit: (proof: TwoStepProof) => void;
}

/**
 * The QR code and the key of a new authenticator, and the first code and the current password that turn it
 * on (the password: a stolen session cannot put its own authenticator on the account, issue 37 item 9).
 */
export function TotpSetup({ setup, busy, error, askPassword, onSubmit }: TotpSetupProps) {
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const passwordField = useRef<HTMLInputElement>(null);
  const [formatError, setFormatError] = useState<string | null>(null);
  const shown = formatError ?? error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isOtp(code)) {
      setFormatError(AUTH.invalidOtpFormat);
      return;
    }
    if (askPassword && !currentPassword) {
      setFormatError(AUTH.currentPasswordNeeded);
      passwordField.current?.focus();
      return;
    }
    setFormatError(null);
    onSubmit({ code, currentPassword });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{TWO_STEP.scanQr}</p>
      <img
        src={setup.qrDataUrl}
        alt={TWO_STEP.qrAlt}
        width={200}
        height={200}
        className="mx-auto size-[200px] rounded-md border bg-white"
      />
      <div className="flex flex-col gap-1">
        <span id="totp-secret-label" className="text-sm font-medium">
          {TWO_STEP.secretLabel}
        </span>
        <code
          aria-labelledby="totp-secret-label"
          className="rounded-md bg-muted px-3 py-2 text-center font-mono text-sm break-all select-all"
        >
          {setup.secret}
        </code>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="totp-first-code">{TWO_STEP.codeLabel}</Label>
        <OtpInput
          id="totp-first-code"
          value={code}
          onChange={setCode}
          disabled={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'totp-first-code-error' : undefined}
        />
      </div>
      {askPassword && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="totp-current-password">{TWO_STEP.passwordLabel}</Label>
          <PasswordInput
            id="totp-current-password"
            ref={passwordField}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'totp-first-code-error' : undefined}
          />
        </div>
      )}
      <FormError id="totp-first-code-error" message={shown} />
      <Button type="submit" disabled={busy}>
        {busy ? TWO_STEP.confirming : TWO_STEP.confirm}
      </Button>
    </form>
  );
}
