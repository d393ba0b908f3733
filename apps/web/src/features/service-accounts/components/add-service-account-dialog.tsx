import { useRef, useState, type FormEvent } from 'react';
import {
  SERVICE_ACCOUNT_MESSAGES as M,
  SERVICE_ACCOUNT_NAME_MAX,
  SERVICE_ACCOUNTS_SCREEN as T,
  SERVICE_SCOPE_LABELS,
  SERVICE_SCOPES,
  type CreatedServiceAccount,
  type ServiceScope,
} from '@smms/shared';
import { controlProps, Field } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateServiceAccount } from '../api/service-accounts';

interface AddServiceAccountDialogProps {
  /** The new account and its token, to show once. */
  onCreated: (created: CreatedServiceAccount['data']) => void;
  onClose: () => void;
}

/** A name and what the token may send; the server's refusal shows at its field (a name in use: 409). */
export function AddServiceAccountDialog({ onCreated, onClose }: AddServiceAccountDialogProps) {
  const create = useCreateServiceAccount();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ServiceScope[]>([...SERVICE_SCOPES]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: M.nameRequired });
      return nameRef.current?.focus();
    }
    if (scopes.length === 0) return setErrors({ scopes: M.scopesRequired });
    try {
      const answer = await create.mutateAsync({ name: name.trim(), scopes });
      onCreated(answer.data);
    } catch (failure) {
      const fields = isApiError(failure) ? failure.errors : undefined;
      const message = errorMessage(failure, T.failed);
      const onName = fields?.name ?? (isApiError(failure) && failure.status === 409 ? message : undefined);
      setErrors(
        onName ? { name: onName } : { scopes: fields?.scopes, form: fields?.scopes ? undefined : message },
      );
      if (onName) nameRef.current?.focus();
    }
  }

  const busy = create.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{T.addTitle}</DialogTitle>
          <DialogDescription>{T.addDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <Field id="service-account-name" label={T.nameLabel} required error={errors.name}>
            <Input
              ref={nameRef}
              {...controlProps('service-account-name', { required: true, error: errors.name })}
              value={name}
              autoComplete="off"
              maxLength={SERVICE_ACCOUNT_NAME_MAX}
              onChange={(event) => {
                setName(event.target.value);
                setErrors({});
              }}
            />
          </Field>
          <fieldset className="flex flex-col gap-2" aria-describedby="service-account-scopes-error">
            <legend className="mb-2 text-sm font-medium">{T.scopesLabel}</legend>
            {SERVICE_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={scopes.includes(scope)}
                  onChange={(event) => {
                    setScopes(
                      event.target.checked ? [...scopes, scope] : scopes.filter((held) => held !== scope),
                    );
                    setErrors({});
                  }}
                />
                {SERVICE_SCOPE_LABELS[scope]}
              </label>
            ))}
            <FormError id="service-account-scopes-error" message={errors.scopes} />
          </fieldset>
          <FormError message={errors.form} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? T.creating : T.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
