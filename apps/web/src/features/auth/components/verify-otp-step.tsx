import { useState, type FormEvent } from 'react';
import { AUTH } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useValidateOtpMutation } from '../api/validate-otp';
import { AUTH_UI } from '../messages';
import { isOtp } from '../password-rules';
import { OtpInput } from './otp-input';

interface VerifyOtpStepProps {
  username: string;
  sentTo: string;
  onVerified: (resetToken: string) => void;
  onBack: () => void;
}

export function VerifyOtpStep({ username, sentTo, onVerified, onBack }: VerifyOtpStepProps) {
  const validate = useValidateOtpMutation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isOtp(otp)) {
      setError(AUTH.invalidOtpFormat);
      return;
    }
    setError(null);
    try {
      const response = await validate.mutateAsync({ username, otp });
      onVerified(response.resetToken);
    } catch (failure) {
      const message = errorMessage(failure, AUTH.invalidOtp);
      setError(message);
      notify.error(AUTH.otpValidationFailed, message);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogDescription>{AUTH_UI.otpSentTo(sentTo)}</DialogDescription>
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
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {AUTH_UI.back}
        </Button>
        <Button type="submit" disabled={validate.isPending}>
          {validate.isPending ? AUTH_UI.verifyingOtp : AUTH_UI.verifyOtp}
        </Button>
      </DialogFooter>
    </form>
  );
}
