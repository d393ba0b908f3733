import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TWO_STEP, type User } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { startTwoStep, twoStepStatusOptions, useConfirmTwoStep } from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';
import { RequireTwoStepSetting } from './require-two-step-setting';
import { TotpSetup } from './totp-setup';
import { TwoStepOnPanel } from './two-step-on-panel';

interface TwoStepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
}

/**
 * "Two-step sign-in" from the profile: set up an authenticator (QR code, key, first code, then the recovery
 * codes once), or with it on make new recovery codes or turn it off. The super admin also decides here
 * whether every admin must use it.
 */
export function TwoStepDialog({ open, onOpenChange, user }: TwoStepDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{TWO_STEP.title}</DialogTitle>
          <DialogDescription>{TWO_STEP.intro}</DialogDescription>
        </DialogHeader>
        {open && <TwoStepBody user={user} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TwoStepBody({ user, onClose }: { user: User; onClose: () => void }) {
  const status = useQuery(twoStepStatusOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} doneLabel={TWO_STEP.done} onDone={onClose} />;
  if (status.isError) return <FormError message={errorMessage(status.error, TWO_STEP.notOn)} />;
  if (!status.data) return <Spinner className="mx-auto" />;
  const { enabled, required, recoveryCodesLeft } = status.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium">{TWO_STEP.title}</span>
        <Badge variant={enabled ? 'success' : 'secondary'}>
          {enabled ? TWO_STEP.statusOn : TWO_STEP.statusOff}
        </Badge>
        {enabled && <span className="text-muted-foreground">{TWO_STEP.recoveryLeft(recoveryCodesLeft)}</span>}
      </p>
      {required && <p className="text-sm text-muted-foreground">{TWO_STEP.requiredNotice}</p>}
      {enabled ? (
        <TwoStepOnPanel required={required} onNewCodes={setCodes} />
      ) : (
        <SetUp onEnabled={setCodes} />
      )}
      {user.role === 'BI_SUPER_ADMIN' && <RequireTwoStepSetting />}
    </div>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useMutation({ mutationFn: startTwoStep, meta: { toastError: false } });
  const confirm = useConfirmTwoStep();
  if (!start.data) {
    return (
      <div className="flex flex-col gap-2">
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          {TWO_STEP.start}
        </Button>
        <FormError message={start.error ? errorMessage(start.error, TWO_STEP.notStarted) : null} />
      </div>
    );
  }
  return (
    <TotpSetup
      setup={start.data}
      busy={confirm.isPending}
      error={confirm.error ? errorMessage(confirm.error, TWO_STEP.invalidCode) : null}
      askPassword
      onSubmit={(proof) => confirm.mutate(proof, { onSuccess: (answer) => onEnabled(answer.recoveryCodes) })}
    />
  );
}
