import { useForm } from 'react-hook-form';
import { ADMIN_TEXTS, TOAST_TITLES, type User } from '@smms/shared';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateUser } from '../../api/create-user';
import { useUpdateUser } from '../../api/update-user';
import type { AdminScreen } from '../../screens';
import { USERS_UI } from '../../texts';
import { PERSON_TEXTS } from '../people/person-kinds';
import { PersonFormFrame } from '../people/person-form-frame';
import { useFlaggedFields } from '../people/use-flagged-fields';
import { usePhonePrecheck } from '../people/use-phone-precheck';
import { AdminFormFields } from './admin-form-fields';
import {
  adminChanges,
  adminCreateBody,
  adminFormValues,
  adminProblem,
  type AdminFormValues,
} from './admin-form-values';

interface AdminFormDialogProps {
  screen: AdminScreen;
  /** Absent: add a new admin; present: edit this one (no passwords). */
  admin?: User | null;
  onClose: () => void;
}

/** Add or edit an AE_ADMIN or BI_ADMIN (SPEC §2.7); resets on cancel and success. */
export function AdminFormDialog({ screen, admin, onClose }: AdminFormDialogProps) {
  const rules = { mode: admin ? 'edit' : 'add', emailRequired: screen.emailRequired } as const;
  const form = useForm<AdminFormValues>({ defaultValues: adminFormValues(admin) });
  const flags = useFlaggedFields();
  const precheck = usePhonePrecheck({ view: screen.view, role: screen.kind, selfId: admin?.id });
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const texts = PERSON_TEXTS[screen.kind];

  const close = () => {
    form.reset(adminFormValues(admin));
    flags.flag([]);
    onClose();
  };
  const onSuccess = (result: { message: string }) => {
    notify.success(TOAST_TITLES.success, result.message);
    close();
  };

  const submit = form.handleSubmit((values) => {
    const problem = adminProblem(values, rules);
    if (problem) {
      flags.flag(problem.fields);
      notify.error(problem.title, problem.description);
      return;
    }
    if (admin)
      update.mutate(
        { id: admin.id, changes: adminChanges(admin, values) },
        {
          onSuccess,
          onError: (error) => notify.error(TOAST_TITLES.error, errorMessage(error, texts.updateFailure)),
        },
      );
    else
      create.mutate(adminCreateBody(values, screen.kind, screen.view), {
        onSuccess,
        onError: (error) => notify.error(TOAST_TITLES.error, errorMessage(error, texts.createFailure)),
      });
  });

  return (
    <PersonFormFrame
      title={admin ? screen.editTitle : screen.addTitle}
      description={USERS_UI.adminFormDescription}
      editing={Boolean(admin)}
      createLabel={ADMIN_TEXTS.createAdmin}
      busy={busy}
      onSubmit={submit}
      onClose={close}
      grant={
        precheck.grantable && {
          owner: precheck.grantable,
          view: screen.view,
          onDismiss: precheck.dismissGrant,
        }
      }
    >
      <AdminFormFields
        form={form}
        rules={rules}
        isFlagged={flags.isFlagged}
        unflag={flags.unflag}
        phoneTaken={precheck.taken}
        onPhoneChange={precheck.changed}
        onPhoneBlur={(phone) => void precheck.check(phone)}
        disabled={busy}
      />
    </PersonFormFrame>
  );
}
