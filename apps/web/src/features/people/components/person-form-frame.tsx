import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { ADMIN_TEXTS, type View } from '@smms/shared';
import { FormSummary } from '@/components/form/form-summary';
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
import { GrantAccessDialog } from './grant-access-dialog';

interface PersonFormFrameProps {
  title: string;
  description: string;
  /** Edit (Save Changes) or add (the kind's create label). */
  editing: boolean;
  createLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** What the last failed submit found, shown at the top of the form. */
  summary: { title: string; description: string } | null;
  /** The owner of the typed phone, when the "User Already Exists" grant is on offer. */
  grant: { owner: PhoneOwner; view: View; onDismiss: () => void } | null;
  children: ReactNode;
}

const submitLabel = (editing: boolean, busy: boolean, createLabel: string) =>
  editing ? (busy ? PEOPLE_UI.saving : PEOPLE_UI.saveChanges) : busy ? ADMIN_TEXTS.creating : createLabel;

/** The dialog around the officer and admin forms: title, fields, Cancel/submit, and the access grant. */
export function PersonFormFrame(props: PersonFormFrameProps) {
  const { title, description, editing, createLabel, busy, onSubmit, onClose, grant, children } = props;
  const { formRef, summary } = props;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <FormSummary problem={summary} />
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {PEOPLE_UI.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel(editing, busy, createLabel)}
            </Button>
          </DialogFooter>
        </form>
        {grant && (
          <GrantAccessDialog
            owner={grant.owner}
            view={grant.view}
            onGranted={onClose}
            onCancel={grant.onDismiss}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
