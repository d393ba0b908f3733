import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  /** Said under the description: what confirming does, or why it cannot be done. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** A confirm that takes something away (deactivate, end, remove) is red. */
  destructive?: boolean;
  /** The call is under way: both buttons wait, and the dialog stays open. */
  pending: boolean;
  /** Confirm cannot be pressed (the server already refused). */
  confirmDisabled?: boolean;
  /**
   * An alert dialog whose button has the focus as it opens: 'confirm', so a key then Enter confirms; 'cancel',
   * when the confirmation carries a caution, so Enter alone never acts on it (Tab, then Enter, does).
   */
  initialFocus?: 'confirm' | 'cancel';
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one "are you sure?" frame: a title, what will happen, Cancel and the confirming button. */
export function ConfirmDialog({
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  destructive = false,
  pending,
  confirmDisabled = false,
  initialFocus,
  className,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent
        {...(initialFocus ? { role: 'alertdialog' } : {})}
        className={className}
        onOpenAutoFocus={(event) => {
          if (!initialFocus) return;
          event.preventDefault();
          (initialFocus === 'confirm' ? confirm : cancel).current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button ref={cancel} variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirm}
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
