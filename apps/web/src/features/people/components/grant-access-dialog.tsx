import { TOAST_TITLES, USER_FAILURES, type View } from '@smms/shared';
import { errorMessage } from '@/lib/api-client';
import { useGrantAccess } from '../api/grant-access';
import type { PhoneOwner } from '../api/lookup-phone';
import { notify } from '@/lib/notify';
import { UserExistsDialog } from './user-exists-dialog';

interface GrantAccessDialogProps {
  owner: PhoneOwner;
  view: View;
  /** The grant went through: the person now belongs to this view's list. */
  onGranted: () => void;
  onCancel: () => void;
}

/** "User Already Exists" with its "Add {view} Access" call and toasts (SPEC §2.7, §8). */
export function GrantAccessDialog({ owner, view, onGranted, onCancel }: GrantAccessDialogProps) {
  const grant = useGrantAccess();
  const confirm = () =>
    grant.mutate(
      { id: owner.id, view },
      {
        onSuccess: (result) => {
          notify.success(TOAST_TITLES.success, result.message);
          onGranted();
        },
        onError: (error) => notify.error(TOAST_TITLES.error, errorMessage(error, USER_FAILURES.accessLevel)),
      },
    );
  return (
    <UserExistsDialog
      owner={owner}
      view={view}
      pending={grant.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
