import { fullName, grantAccess, PEOPLE_DIALOGS, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { PhoneOwner } from '../api/lookup-phone';
import { PEOPLE_UI } from './texts';

interface UserExistsDialogProps {
  owner: PhoneOwner;
  view: View;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "User Already Exists" (SPEC §2.7): who has the phone, their access now and after the grant. */
export function UserExistsDialog({ owner, view, pending, onConfirm, onCancel }: UserExistsDialogProps) {
  const rows: [string, string][] = [
    [PEOPLE_UI.existingName, fullName(owner)],
    [PEOPLE_UI.existingRole, owner.role],
    [PEOPLE_UI.currentAccess, owner.accessLevel],
    [PEOPLE_UI.newAccess, grantAccess(owner.accessLevel, view)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PEOPLE_DIALOGS.userExistsTitle}</DialogTitle>
          <DialogDescription>{PEOPLE_UI.userExistsIntro}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {PEOPLE_DIALOGS.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? PEOPLE_DIALOGS.updatingAccess : PEOPLE_DIALOGS.addAccess(view)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
