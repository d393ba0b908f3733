import { fullName, TOAST_TITLES } from '@smms/shared';
import { errorMessage } from '@/lib/api-client';
import { useUpdateUser } from '../api/update-user';
import { notify } from '@/lib/notify';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { PERSON_TEXTS, type PersonType } from './person-kinds';

interface PersonStatusDialogProps {
  person: { id: number; isActive: boolean; firstName: string; lastName: string };
  type: PersonType;
  onClose: () => void;
}

/** Confirm, then set isActive to the opposite; the server's message is the toast, the lists refetch. */
export function PersonStatusDialog({ person, type, onClose }: PersonStatusDialogProps) {
  const update = useUpdateUser();
  const texts = PERSON_TEXTS[type];

  const confirm = () =>
    update.mutate(
      { id: person.id, changes: { isActive: !person.isActive } },
      {
        onSuccess: (result) => {
          notify.success(TOAST_TITLES.success, result.message);
          onClose();
        },
        onError: (error) => notify.error(TOAST_TITLES.error, errorMessage(error, texts.statusFailure)),
      },
    );

  return (
    <ConfirmStatusDialog
      kind={texts.kind}
      name={fullName(person)}
      isActive={person.isActive}
      pending={update.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
