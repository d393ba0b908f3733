import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { METER_DETAIL_TEXTS as T, type Meter } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMeter } from '../api/get-meter';
import { MeterDetailsFields } from './meter-details-fields';
import { MeterEditForm } from './meter-edit-form';
import { MeterPhotos } from './meter-photos';
import { TechSupportForm } from './tech-support-form';

interface DetailsDialogProps {
  /** The row that was clicked; the dialog refreshes it from the server. */
  meter: Meter;
  onClose: () => void;
  /** Adds Tech Support Status and Comments (the rejected and pending-review lists). */
  techSupport?: boolean;
  /** Adds the "Update Tech Support Status" form (BI_ADMIN's pending review). */
  techSupportUpdate?: boolean;
  canEdit?: boolean;
  /** Opens straight into the edit form (a row menu's "Edit"). */
  startEditing?: boolean;
}

/** "Meter Details - {serial}": the fields of SPEC §2.5 and the four photos; Edit for the editors. */
export function MeterDetailsDialog({
  meter: row,
  onClose,
  techSupport = false,
  techSupportUpdate = false,
  canEdit = false,
  startEditing = false,
}: DetailsDialogProps) {
  const detail = useMeter(row.id, row);
  const meter = detail.data ?? row;
  const [editing, setEditing] = useState(canEdit && startEditing);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{T.title(meter.meterSno)}</DialogTitle>
          <DialogDescription>{editing ? T.editDescription : T.description}</DialogDescription>
        </DialogHeader>
        {editing ? (
          <MeterEditForm
            meter={meter}
            onDone={() => setEditing(false)}
            onReload={async () => (await detail.refetch()).data}
          />
        ) : (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <MeterDetailsFields meter={meter} techSupport={techSupport} />
              <MeterPhotos meter={meter} />
            </div>
            {techSupportUpdate && <TechSupportForm meter={meter} />}
            {canEdit && (
              <DialogFooter>
                <Button onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {T.edit}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
