import { useState } from 'react';
import { AREAS_SCREEN as T, type Area } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';

interface RemoveAreaDialogProps {
  area: Area;
  busy: boolean;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}

/** "Remove Section?": the server refuses (409) an area that holds others or people, and the dialog says so. */
export function RemoveAreaDialog({ area, busy, onRemove, onClose }: RemoveAreaDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = async () => {
    try {
      await onRemove();
    } catch (failure) {
      setRefusal(errorMessage(failure, T.failed));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{T.removeTitle(T.kindLabels[area.kind])}</DialogTitle>
          <DialogDescription>{T.removeDescription(area.name)}</DialogDescription>
        </DialogHeader>
        <FormError message={refusal} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button variant="destructive" onClick={() => void remove()} disabled={busy || Boolean(refusal)}>
            {busy ? T.removing : T.removeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
