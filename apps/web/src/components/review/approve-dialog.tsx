import { useRef } from 'react';
import { REVIEW_TEXTS as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ApproveDialogProps {
  /** "meter SM123" or "12 meters". */
  what: string;
  /** What approving does to the record; the meters' words unless given. */
  body?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Approve meter SM123?" (or a modem): Confirm has the focus, so A then Enter approves from the keyboard. */
export function ApproveDialog({
  what,
  body = T.approveBody,
  pending,
  onConfirm,
  onCancel,
}: ApproveDialogProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          confirm.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{T.approveTitle(what)}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
          <Button ref={confirm} onClick={onConfirm} disabled={pending}>
            {pending ? T.saving : T.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
