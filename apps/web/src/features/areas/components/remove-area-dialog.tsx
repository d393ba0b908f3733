import { useState } from 'react';
import { AREAS_SCREEN as T, type Area } from '@smms/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';

interface RemoveAreaDialogProps {
  area: Area;
  busy: boolean;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}

/** "Remove Section B?": the server refuses (409) an area that holds others or people, and the dialog says so. */
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
    <ConfirmDialog
      title={T.removeTitle(T.kindLabels[area.kind], area.name)}
      description={T.removeDescription(area.name)}
      cancelLabel={T.cancel}
      confirmLabel={busy ? T.removing : T.removeConfirm}
      destructive
      className="max-w-md"
      pending={busy}
      confirmDisabled={Boolean(refusal)}
      onConfirm={() => void remove()}
      onCancel={onClose}
    >
      <FormError message={refusal} />
    </ConfirmDialog>
  );
}
