import { PEOPLE_DIALOGS, type PersonKind } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmStatusDialogProps {
  kind: PersonKind;
  /** The account's full name: the title says whom it acts on. */
  name: string;
  /** The account's state now; confirming sets the opposite. */
  isActive: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Deactivate Ravi Verma?" before activating or deactivating an account (SPEC §4's question beneath). */
export function ConfirmStatusDialog({ kind, name, isActive, ...actions }: ConfirmStatusDialogProps) {
  const activate = !isActive;
  return (
    <ConfirmDialog
      title={PEOPLE_DIALOGS.confirmTitle(activate, name)}
      description={PEOPLE_DIALOGS.confirmQuestion(activate, kind)}
      cancelLabel={PEOPLE_DIALOGS.cancel}
      confirmLabel={PEOPLE_DIALOGS.confirmLabel(activate)}
      destructive={!activate}
      {...actions}
    >
      <p className="text-sm">{PEOPLE_DIALOGS.confirmEffect(activate, kind)}</p>
    </ConfirmDialog>
  );
}
