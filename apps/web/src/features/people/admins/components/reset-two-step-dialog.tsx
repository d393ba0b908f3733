import { useRef, useState } from 'react';
import { PEOPLE_LABELS, TOAST_TITLES, TWO_STEP } from '@smms/shared';
import { Field, controlProps } from '@/components/form/field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResetTwoStep } from '../api/reset-two-step';

interface ResetTwoStepDialogProps {
  person: { id: number; name: string };
  onClose: () => void;
}

/**
 * The super admin resets an admin's two-step sign-in (issue 37 item 9: a lost phone, or an authenticator
 * a session thief put on the account). Asks first, with the reason the audit log keeps; the person's
 * sessions end.
 */
export function ResetTwoStepDialog({ person, onClose }: ResetTwoStepDialogProps) {
  const reset = useResetTwoStep();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  function confirm() {
    const text = reason.trim();
    if (!text) {
      setError(TWO_STEP.resetReasonNeeded);
      return reasonField.current?.focus();
    }
    setError(null);
    reset.mutate(
      { id: person.id, reason: text },
      {
        onSuccess: (answer) => {
          notify.success(TOAST_TITLES.success, answer.message);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, TWO_STEP.resetFailed)),
      },
    );
  }

  return (
    <ConfirmDialog
      title={TWO_STEP.resetTitle(person.name)}
      description={TWO_STEP.resetConfirm(person.name)}
      cancelLabel={PEOPLE_LABELS.cancel}
      confirmLabel={reset.isPending ? TWO_STEP.resetting : TWO_STEP.resetSubmit}
      destructive
      pending={reset.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Field id="reset-two-step-reason" label={TWO_STEP.resetReasonLabel} required error={error}>
        <Textarea
          {...controlProps('reset-two-step-reason', { required: true, error })}
          ref={reasonField}
          value={reason}
          maxLength={500}
          placeholder={TWO_STEP.resetReasonPlaceholder}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
