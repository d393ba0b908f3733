import { useState, type FormEvent } from 'react';
import { AUTH } from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { PasswordRules } from '@/components/form/password-rules';
import { useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSetPasswordMutation } from '../api/set-password';
import { AUTH_UI } from '../messages';
import { newPasswordErrors } from '../password-rules';

interface NewPasswordStepProps {
  resetToken: string;
  /** From a signed-in session (the profile): the current password too. The forgot flow has no session. */
  askCurrent: boolean;
  onUpdated: () => void;
  onBack: () => void;
}

const RULES_ID = 'reset-password-rules';

type Errors = ReturnType<typeof newPasswordErrors> & { current?: string };

/**
 * Step 3 of the reset: the current password (from a signed-in session the OTP proves the phone, not the
 * person: issue 37 item 9), then the new password twice, its rules listed from the start and ticked as they
 * are met; a failed submit puts each problem under its field and the focus on the first.
 */
export function NewPasswordStep({ resetToken, askCurrent, onUpdated, onBack }: NewPasswordStepProps) {
  const update = useSetPasswordMutation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      ...(current || !askCurrent ? {} : { current: AUTH.currentPasswordNeeded }),
      ...newPasswordErrors(password, confirmation),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    try {
      await update.mutateAsync({
        resetToken,
        newPassword: password,
        ...(askCurrent ? { currentPassword: current } : {}),
      });
      onUpdated();
    } catch (error) {
      const message = errorMessage(error, AUTH.passwordUpdateFailed);
      // Said once (no toast as well). A wrong current password belongs under its field; the reset token is
      // still good for another try.
      if (message === AUTH.invalidCurrentPassword) {
        setErrors({ current: message });
        focusFirstInvalid();
      } else setFailure(message);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogDescription>{AUTH_UI.setNewPassword}</DialogDescription>
      {askCurrent && (
        <Field id="reset-current-password" label={AUTH_UI.currentPassword} required error={errors.current}>
          <PasswordInput
            {...controlProps('reset-current-password', { required: true, error: errors.current })}
            autoComplete="current-password"
            value={current}
            onChange={(e) => {
              setCurrent(e.target.value);
              setErrors(({ current: _fixed, ...rest }) => rest);
            }}
            autoFocus
          />
        </Field>
      )}
      <Field id="reset-new-password" label={AUTH_UI.newPassword} required error={errors.password}>
        <PasswordInput
          {...controlProps('reset-new-password', {
            required: true,
            error: errors.password,
            describedBy: RULES_ID,
          })}
          autoComplete="new-password"
          autoFocus={!askCurrent}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors(({ password: _fixed, ...rest }) => rest);
          }}
        />
      </Field>
      <Field id="reset-confirm-password" label={AUTH_UI.confirmPassword} required error={errors.confirmation}>
        <PasswordInput
          {...controlProps('reset-confirm-password', {
            required: true,
            error: errors.confirmation,
            describedBy: RULES_ID,
          })}
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setErrors(({ confirmation: _fixed, ...rest }) => rest);
          }}
        />
      </Field>
      <PasswordRules id={RULES_ID} password={password} confirmation={confirmation} />
      <FormError message={failure} />
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {AUTH_UI.back}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? AUTH_UI.updatingPassword : AUTH_UI.updatePassword}
        </Button>
      </DialogFooter>
    </form>
  );
}
