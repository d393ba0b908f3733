import { useForm } from 'react-hook-form';
import { OFFICER_TEXTS, TOAST_TITLES, USERS, type FieldOfficer, type View } from '@smms/shared';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateUser } from '../../api/create-user';
import { useUpdateUser } from '../../api/update-user';
import { createOfficerFailure } from '../../create-officer-error';
import { USERS_UI } from '../../texts';
import { PERSON_TEXTS } from '../people/person-kinds';
import { PersonFormFrame } from '../people/person-form-frame';
import { useFlaggedFields } from '../people/use-flagged-fields';
import { usePhonePrecheck } from '../people/use-phone-precheck';
import { OfficerFormFields } from './officer-form-fields';
import {
  officerChanges,
  officerCreateBody,
  officerFormValues,
  officerProblem,
  type OfficerFormValues,
} from './officer-form-values';

interface OfficerFormDialogProps {
  /** Absent: "Add New Field Officer"; present: edit this officer. */
  officer?: FieldOfficer | null;
  view: View;
  /** The super admin's required-fields message names the fields (SPEC §5). */
  listRequiredFields: boolean;
  onClose: () => void;
}

/** Add or edit a field officer; the form resets on cancel and on success (SPEC §4). */
export function OfficerFormDialog({ officer, view, listRequiredFields, onClose }: OfficerFormDialogProps) {
  const form = useForm<OfficerFormValues>({ defaultValues: officerFormValues(officer) });
  const flags = useFlaggedFields();
  const precheck = usePhonePrecheck({ view, role: 'FIELD_OFFICER', selfId: officer?.id });
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;

  const close = () => {
    form.reset(officerFormValues(officer));
    flags.flag([]);
    onClose();
  };

  const done = (message: string) => {
    notify.success(TOAST_TITLES.success, message);
    close();
  };

  const submit = form.handleSubmit((values) => {
    const problem = officerProblem(values, listRequiredFields);
    if (problem) {
      flags.flag(problem.fields);
      notify.error(problem.title, problem.description);
      return;
    }
    if (officer)
      update.mutate(
        { id: officer.id, changes: officerChanges(officer, values) },
        {
          onSuccess: (result) => done(result.message || USERS.officerUpdated),
          onError: (error) =>
            notify.error(TOAST_TITLES.error, errorMessage(error, PERSON_TEXTS.FIELD_OFFICER.updateFailure)),
        },
      );
    else
      create.mutate(officerCreateBody(values, view), {
        onSuccess: (result) => done(result.message || USERS.officerCreated),
        onError: (error) => {
          const toast = createOfficerFailure(error);
          notify.error(toast.title, toast.description);
        },
      });
  });

  return (
    <PersonFormFrame
      title={officer ? USERS_UI.editOfficerTitle : OFFICER_TEXTS.addDialogTitle}
      description={USERS_UI.officerFormDescription}
      editing={Boolean(officer)}
      createLabel={USERS_UI.createOfficer}
      busy={busy}
      onSubmit={submit}
      onClose={close}
      grant={precheck.grantable && { owner: precheck.grantable, view, onDismiss: precheck.dismissGrant }}
    >
      <OfficerFormFields
        form={form}
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
