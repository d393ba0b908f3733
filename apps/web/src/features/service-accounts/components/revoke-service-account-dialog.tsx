import { useState } from 'react';
import { SERVICE_ACCOUNTS_SCREEN as T, TOAST_TITLES, type ServiceAccount } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRevokeServiceAccount } from '../api/service-accounts';

/** "Revoke Head-end AMI?": the token stops at once; the server's refusal (already revoked) shows in the dialog. */
export function RevokeServiceAccountDialog({
  account,
  onClose,
}: {
  account: ServiceAccount;
  onClose: () => void;
}) {
  const revoke = useRevokeServiceAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    try {
      const answer = await revoke.mutateAsync(account.id);
      notify.success(TOAST_TITLES.success, answer.message);
      onClose();
    } catch (failure) {
      setRefusal(errorMessage(failure, T.failed));
    }
  };
  return (
    <ConfirmDialog
      title={T.revokeTitle(account.name)}
      description={T.revokeDescription}
      cancelLabel={T.cancel}
      confirmLabel={revoke.isPending ? T.revoking : T.revokeConfirm}
      destructive
      className="max-w-md"
      pending={revoke.isPending}
      confirmDisabled={Boolean(refusal)}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <FormError message={refusal} />
    </ConfirmDialog>
  );
}
