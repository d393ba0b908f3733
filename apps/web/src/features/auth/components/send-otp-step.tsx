import { useState, type FormEvent } from 'react';
import { AUTH, maskPhone } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSendOtpMutation } from '../api/send-otp';
import { AUTH_UI } from '../messages';

interface SendOtpStepProps {
  username: string;
  phone: string;
  /** Where an OTP already went in this dialog: the user can go on with it instead of waiting to resend. */
  alreadySentTo: string | null;
  /** Called with the masked phone the OTP went to. */
  onSent: (sentTo: string) => void;
  onContinue: () => void;
  onCancel: () => void;
}

export function SendOtpStep({
  username,
  phone,
  alreadySentTo,
  onSent,
  onContinue,
  onCancel,
}: SendOtpStepProps) {
  const send = useSendOtpMutation();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const response = await send.mutateAsync(username);
      onSent(response.phone || maskPhone(phone));
    } catch (failure) {
      const message = errorMessage(failure, AUTH.failedToSendOtp);
      setError(message);
      notify.error(AUTH.failedToSendOtp, message);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogDescription>{AUTH_UI.resetConfirm(maskPhone(phone))}</DialogDescription>
      {alreadySentTo && (
        <p className="text-sm text-muted-foreground">{AUTH_UI.otpAlreadySent(alreadySentTo)}</p>
      )}
      <FormError message={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {AUTH_UI.cancel}
        </Button>
        {alreadySentTo && (
          <Button variant="outline" onClick={onContinue}>
            {AUTH_UI.useSentOtp}
          </Button>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? AUTH_UI.sendingOtp : alreadySentTo ? AUTH_UI.resendOtp : AUTH_UI.sendOtp}
        </Button>
      </DialogFooter>
    </form>
  );
}
