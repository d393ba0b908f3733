import { SESSION_LABELS as L, type UserSession } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmEndSessionsProps {
  /** One session, or every session of the person (`all`). */
  target: UserSession | 'all';
  name: string;
  /** The person is the caller: ending all keeps the caller's own session. */
  self: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "End session?" / "End all sessions?" before the call. */
export function ConfirmEndSessionsDialog(props: ConfirmEndSessionsProps) {
  const { target, name, self, pending, onConfirm, onCancel } = props;
  const all = target === 'all';
  const own = !all && target.current;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{all ? L.confirmAllTitle : L.confirmTitle}</DialogTitle>
          <DialogDescription>{all ? L.confirmAll(name) : L.confirmOne(target.device)}</DialogDescription>
        </DialogHeader>
        {(own || (all && self)) && <p className="text-sm">{own ? L.confirmOwn : L.confirmAllOwn}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {L.cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {all ? L.endAll : L.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
