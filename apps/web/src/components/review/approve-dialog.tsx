import type { ReactNode } from 'react';
import { REVIEW_TEXTS as T } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ApproveDialogProps {
  /** "meter SM123" or "12 meters". */
  what: string;
  /** What approving does to the record; the meters' words unless given. */
  body?: string;
  /** What a bulk approval decides: the records and how they were recommended; or the caution. */
  detail?: ReactNode;
  /** The approval carries a caution (a meter that never communicated): Cancel has the focus, not Confirm. */
  cautious?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Approve meter SM123?" (or a modem, or many): Confirm has the focus, so A then Enter approves from the
 * keyboard; with a caution Cancel has it, so the caution is read before Tab and Enter approve (issue 38).
 */
export function ApproveDialog({
  what,
  body = T.approveBody,
  detail,
  cautious = false,
  pending,
  ...actions
}: ApproveDialogProps) {
  return (
    <ConfirmDialog
      title={T.approveTitle(what)}
      description={body}
      cancelLabel={T.cancel}
      confirmLabel={pending ? T.saving : T.confirm}
      initialFocus={cautious ? 'cancel' : 'confirm'}
      className="max-w-md"
      pending={pending}
      {...actions}
    >
      {detail}
    </ConfirmDialog>
  );
}
