import { PEOPLE_DIALOGS, type PersonKind } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmStatusDialogProps {
  kind: PersonKind;
  /** The account's state now; confirming sets the opposite. */
  isActive: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Action" before activating or deactivating an account (SPEC §4). */
export function ConfirmStatusDialog({ kind, isActive, ...actions }: ConfirmStatusDialogProps) {
  const activate = !isActive;
  return (
    <ConfirmDialog
      title={PEOPLE_DIALOGS.confirmTitle}
      description={PEOPLE_DIALOGS.confirmQuestion(activate, kind)}
      cancelLabel={PEOPLE_DIALOGS.cancel}
      confirmLabel={PEOPLE_DIALOGS.confirm}
      destructive={!activate}
      {...actions}
    >
      <p className="text-sm">{PEOPLE_DIALOGS.confirmEffect(activate, kind)}</p>
    </ConfirmDialog>
  );
}
