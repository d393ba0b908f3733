import type { FormEvent, ReactNode } from 'react';
import { REVIEW_TEXTS as R } from '@smms/shared';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ReviewFormDialogProps {
  title: string;
  description: string;
  /** The confirming button's words, and its look (a rejection's is destructive). */
  confirm: string;
  confirmVariant?: ButtonProps['variant'];
  pending: boolean;
  /** Called on submit; the form checks its own fields and sends nothing while a call is under way. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of a review step that must say why (reject, reopen, undo the rule's approval): title, what happens,
 * the fields, Cancel and the confirming button, which reads "Saving..." while the call is under way. It cannot be
 * closed while a call is under way.
 */
export function ReviewFormDialog({
  title,
  description,
  confirm,
  confirmVariant,
  pending,
  onSubmit,
  onCancel,
  children,
}: ReviewFormDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {R.cancel}
            </Button>
            <Button type="submit" variant={confirmVariant} disabled={pending}>
              {pending ? R.saving : confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
