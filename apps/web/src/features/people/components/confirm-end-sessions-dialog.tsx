import { SESSION_LABELS as L, type UserSession } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
export function ConfirmEndSessionsDialog({ target, name, self, ...actions }: ConfirmEndSessionsProps) {
  const all = target === 'all';
  const own = !all && target.current;
  return (
    <ConfirmDialog
      title={all ? L.confirmAllTitle : L.confirmTitle}
      description={all ? L.confirmAll(name) : L.confirmOne(target.device)}
      cancelLabel={L.cancel}
      confirmLabel={all ? L.endAll : L.confirm}
      destructive
      {...actions}
    >
      {(own || (all && self)) && <p className="text-sm">{own ? L.confirmOwn : L.confirmAllOwn}</p>}
    </ConfirmDialog>
  );
}
