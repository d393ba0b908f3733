import { OFFICER_TEXTS, USERS, type FieldOfficer, type View } from '@smms/shared';
import { PersonFormFrame } from '../../components/person-form-frame';
import { usePersonForm } from '../../components/use-person-form';
import { createOfficerFailure } from '../create-officer-error';
import { OFFICERS_UI } from '../texts';
import { OfficerFormFields } from './officer-form-fields';
import { officerChanges, officerCreateBody, officerFormValues, officerProblem } from './officer-form-values';

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
  const { frame, fields } = usePersonForm({
    defaults: officerFormValues(officer),
    type: 'FIELD_OFFICER',
    view,
    selfId: officer?.id,
    check: (values) => officerProblem(values, listRequiredFields),
    save: (values, calls) =>
      officer
        ? calls.saveChanges(officer.id, officerChanges(officer, values), USERS.officerUpdated)
        : calls.createPerson(officerCreateBody(values, view), {
            fallback: USERS.officerCreated,
            failure: createOfficerFailure,
          }),
    onClose,
  });
  const title = officer ? OFFICERS_UI.editOfficerTitle : OFFICER_TEXTS.addDialogTitle;
  return (
    <PersonFormFrame
      {...frame}
      title={title}
      description={officer ? OFFICERS_UI.officerFormDescription : OFFICERS_UI.newOfficerDescription}
      createLabel={OFFICERS_UI.createOfficer}
    >
      <OfficerFormFields {...fields} />
    </PersonFormFrame>
  );
}
