import { useState, type FormEvent } from 'react';
import { AUTH } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useValidateOtpMutation } from '../api/validate-otp';
import { AUTH_UI } from '../messages';
import { isOtp } from '../password-rules';
import { OtpInput } from './otp-input';

/** A code the server accepted, and the reset token it answered with. */
export interface VerifiedOtp {
  otp: string;
  resetToken: string;
}

interface VerifyOtpStepProps {
  username: string;
  /** Where the code went, as far as the dialog may say. */
  description: string;
  /** Set when the user came Back from the next step: the same code goes on without asking the server again. */
  verified: VerifiedOtp | null;
  onVerified: (verified: VerifiedOtp) => void;
  onBack: () => void;
}

export function VerifyOtpStep({ username, description, verified, onVerified, onBack }: VerifyOtpStepProps) {
  const validate = useValidateOtpMutation();
  const [otp, setOtp] = useState(verified?.otp ?? '');
  const [error, setError] = useState<string | null>(null);
  const alreadyVerified = verified !== null && otp === verified.otp;
  const { formRef, request: focusCode } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isOtp(otp)) {
      setError(AUTH.invalidOtpFormat);
      return focusCode();
    }
    setError(null);
    if (alreadyVerified) {
      onVerified(verified);
      return;
    }
    try {
      const response = await validate.mutateAsync({ username, otp });
      onVerified({ otp, resetToken: response.resetToken });
    } catch (failure) {
      // Said once, under the field (no toast as well); the code is cleared and the focus back on it.
      setError(errorMessage(failure, AUTH.invalidOtp));
      setOtp('');
      focusCode();
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogDescription>{description}</DialogDescription>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-otp">{AUTH_UI.otp}</Label>
        <OtpInput
          id="reset-otp"
          placeholder={AUTH_UI.enterOtp}
          value={otp}
          onChange={setOtp}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reset-otp-error' : undefined}
          autoFocus
        />
        <FormError id="reset-otp-error" message={error} />
        {alreadyVerified && (
          <p role="status" className="text-sm text-success">
            {AUTH_UI.otpAlreadyVerified}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {AUTH_UI.back}
        </Button>
        <Button type="submit" disabled={validate.isPending}>
          {validate.isPending ? AUTH_UI.verifyingOtp : alreadyVerified ? AUTH_UI.continue : AUTH_UI.verifyOtp}
        </Button>
      </DialogFooter>
    </form>
  );
}
