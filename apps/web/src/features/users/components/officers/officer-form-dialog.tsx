import { useForm } from 'react-hook-form';
import { ADMIN_TEXTS, OFFICER_TEXTS, TOAST_TITLES, USERS, type FieldOfficer, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateUser } from '../../api/create-user';
import { useUpdateUser } from '../../api/update-user';
import { createOfficerFailure } from '../../create-officer-error';
import { USERS_UI } from '../../texts';
import { GrantAccessDialog } from '../people/grant-access-dialog';
import { PERSON_TEXTS } from '../people/person-kinds';
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

const submitLabel = (editing: boolean, busy: boolean) =>
  editing
    ? busy
      ? USERS_UI.saving
      : USERS_UI.saveChanges
    : busy
      ? ADMIN_TEXTS.creating
      : USERS_UI.createOfficer;

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
        { id: officer.id, changes: officerChanges(values) },
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
    <Dialog open onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{officer ? USERS_UI.editOfficerTitle : OFFICER_TEXTS.addDialogTitle}</DialogTitle>
          <DialogDescription>{USERS_UI.officerFormDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <OfficerFormFields
            form={form}
            isFlagged={flags.isFlagged}
            unflag={flags.unflag}
            phoneTaken={precheck.taken}
            onPhoneChange={precheck.changed}
            onPhoneBlur={(phone) => void precheck.check(phone)}
            disabled={busy}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={busy}>
              {USERS_UI.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel(Boolean(officer), busy)}
            </Button>
          </DialogFooter>
        </form>
        {precheck.grantable && (
          <GrantAccessDialog
            owner={precheck.grantable}
            view={view}
            onGranted={close}
            onCancel={precheck.dismissGrant}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
