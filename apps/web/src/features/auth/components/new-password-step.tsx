import { useState, type FormEvent } from 'react';
import { AUTH } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSetPasswordMutation } from '../api/set-password';
import { AUTH_UI } from '../messages';
import { newPasswordError } from '../password-rules';

interface NewPasswordStepProps {
  resetToken: string;
  onUpdated: () => void;
  onBack: () => void;
}

export function NewPasswordStep({ resetToken, onUpdated, onBack }: NewPasswordStepProps) {
  const update = useSetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = newPasswordError(password, confirmation);
    setError(invalid);
    if (invalid) return;
    try {
      await update.mutateAsync({ resetToken, newPassword: password });
      onUpdated();
    } catch (failure) {
      const message = errorMessage(failure, AUTH.passwordUpdateFailed);
      setError(message);
      notify.error(AUTH.passwordUpdateFailed, message);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogDescription>{AUTH_UI.setNewPassword}</DialogDescription>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-new-password">{AUTH_UI.newPassword}</Label>
        <PasswordInput
          id="reset-new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-confirm-password">{AUTH_UI.confirmPassword}</Label>
        <PasswordInput
          id="reset-confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </div>
      <FormError message={error} />
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
