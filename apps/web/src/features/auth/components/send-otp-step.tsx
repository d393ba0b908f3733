import { useState, type FormEvent } from 'react';
import { AUTH, FORM_TEXTS, maskPhone } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSendOtpMutation } from '../api/send-otp';
import { AUTH_UI } from '../messages';

interface SendOtpStepProps {
  /** The signed-in person (the profile's reset); null on the sign-in page, where the username is typed. */
  account: { username: string; phone: string } | null;
  username: string;
  onUsernameChange: (username: string) => void;
  /**
   * Where an OTP already went in this dialog ('' when the server did not say): the user can go on with it
   * instead of waiting to resend. Null: none sent yet.
   */
  alreadySentTo: string | null;
  /** Called with the masked phone the OTP went to ('' when the server does not tell it: no session). */
  onSent: (sentTo: string) => void;
  onContinue: () => void;
  onCancel: () => void;
}

const USERNAME_ID = 'reset-username';

export function SendOtpStep({
  account,
  username,
  onUsernameChange,
  alreadySentTo,
  onSent,
  onContinue,
  onCancel,
}: SendOtpStepProps) {
  const send = useSendOtpMutation();
  const [error, setError] = useState<string | null>(null);
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const login = username.trim();
    if (!login) {
      setUsernameError(FORM_TEXTS.required(AUTH_UI.username));
      return focusFirstInvalid();
    }
    try {
      const response = await send.mutateAsync(login);
      onSent(response.phone || (account ? maskPhone(account.phone) : ''));
    } catch (failure) {
      // Said once, here in the dialog (no toast as well): the server's words, or the spec's fallback.
      setError(errorMessage(failure, AUTH.failedToSendOtp));
    }
  }

  const sent =
    alreadySentTo === null
      ? null
      : alreadySentTo
        ? AUTH_UI.otpAlreadySent(alreadySentTo)
        : AUTH_UI.otpAlreadySentToAccount;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogDescription>
        {account ? AUTH_UI.resetConfirm(maskPhone(account.phone)) : AUTH_UI.forgotIntro}
      </DialogDescription>
      {!account && (
        <Field id={USERNAME_ID} label={AUTH_UI.username} required error={usernameError}>
          <Input
            {...controlProps(USERNAME_ID, { required: true, error: usernameError })}
            name="username"
            autoComplete="username"
            spellCheck={false}
            value={username}
            onChange={(e) => {
              onUsernameChange(e.target.value);
              setUsernameError(null);
            }}
            // On opening the dialog focuses it itself (as its first field), after noting the opener to give the
            // focus back to; coming Back to this step, the field takes it.
            autoFocus={alreadySentTo !== null}
          />
        </Field>
      )}
      {sent && <p className="text-sm text-muted-foreground">{sent}</p>}
      <FormError message={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {AUTH_UI.cancel}
        </Button>
        {alreadySentTo !== null && (
          <Button variant="outline" onClick={onContinue}>
            {AUTH_UI.useSentOtp}
          </Button>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? AUTH_UI.sendingOtp : alreadySentTo !== null ? AUTH_UI.resendOtp : AUTH_UI.sendOtp}
        </Button>
      </DialogFooter>
    </form>
  );
}
