import { PEOPLE_DIALOGS, type PersonKind } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmStatusDialogProps {
  kind: PersonKind;
  /** The account's state now; confirming sets the opposite. */
  isActive: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm Action" before activating or deactivating an account (SPEC §4). */
export function ConfirmStatusDialog({
  kind,
  isActive,
  pending,
  onConfirm,
  onCancel,
}: ConfirmStatusDialogProps) {
  const activate = !isActive;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PEOPLE_DIALOGS.confirmTitle}</DialogTitle>
          <DialogDescription>{PEOPLE_DIALOGS.confirmQuestion(activate, kind)}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{PEOPLE_DIALOGS.confirmEffect(activate, kind)}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {PEOPLE_DIALOGS.cancel}
          </Button>
          <Button variant={activate ? 'default' : 'destructive'} onClick={onConfirm} disabled={pending}>
            {PEOPLE_DIALOGS.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
