import { ADMIN_TEXTS, adminEmailRequired, type User } from '@smms/shared';
import { PersonFormFrame } from '../../components/person-form-frame';
import { usePersonForm } from '../../components/use-person-form';
import type { AdminScreen } from '../screens';
import { ADMINS_UI } from '../texts';
import { AdminFormFields } from './admin-form-fields';
import { adminChanges, adminCreateBody, adminFormValues, adminProblem } from './admin-form-values';

interface AdminFormDialogProps {
  screen: AdminScreen;
  /** Absent: add a new admin; present: edit this one (no passwords). */
  admin?: User | null;
  onClose: () => void;
}

/** Add or edit an AE_ADMIN or BI_ADMIN (SPEC §2.7); resets on cancel and success. */
export function AdminFormDialog({ screen, admin, onClose }: AdminFormDialogProps) {
  // The API's own rule: a BI admin of the Modems view (the one edited, or the one this screen adds) has an email.
  const emailRequired = adminEmailRequired(screen.kind, admin ? admin.accessLevel : screen.view);
  const rules = { mode: admin ? 'edit' : 'add', emailRequired } as const;
  const { frame, fields } = usePersonForm({
    defaults: adminFormValues(admin),
    type: screen.kind,
    view: screen.view,
    selfId: admin?.id,
    check: (values) => adminProblem(values, rules),
    save: (values, calls) =>
      admin
        ? calls.saveChanges(admin.id, adminChanges(admin, values))
        : calls.createPerson(adminCreateBody(values, screen.kind, screen.view)),
    onClose,
  });
  const title = admin ? screen.editTitle : screen.addTitle;
  return (
    <PersonFormFrame
      {...frame}
      title={title}
      description={ADMINS_UI.adminFormDescription}
      createLabel={ADMIN_TEXTS.createAdmin}
    >
      <AdminFormFields {...fields} rules={rules} />
    </PersonFormFrame>
  );
}
