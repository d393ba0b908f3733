import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { TOAST_TITLES, type View } from '@smms/shared';
import type { FormProblem } from '@/components/form/form-problem';
import { useFlaggedFields, useFocusFirstInvalid } from '@/components/form/use-flagged-fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateUser, type CreateUserBody } from '../api/create-user';
import { useUpdateUser, type UserChanges } from '../api/update-user';
import { notify, type ToastText } from '@/lib/notify';
import { PERSON_TEXTS, type PersonType } from './person-kinds';
import { usePhonePrecheck } from './use-phone-precheck';

/** The calls a dialog's save makes, each toasting its outcome and closing the dialog on success. */
export interface PersonCalls {
  /** Saves an edit; `fallback` is the success text when the server sends none. */
  saveChanges: (id: number, changes: UserChanges, fallback?: string) => void;
  /** Creates the person; `failure` picks the error toast (the officer form maps the server's text, SPEC §8). */
  createPerson: (
    body: CreateUserBody,
    options?: { fallback?: string; failure?: (error: unknown) => ToastText },
  ) => void;
}

interface PersonFormOptions<V> {
  /** The values the form opens with, and returns to when it closes (SPEC §4: it resets on cancel and success). */
  defaults: V;
  type: PersonType;
  /** The view the person is added from: the phone check and the access grant are about it. */
  view: View;
  /** The person being edited; absent when adding one. */
  selfId?: number;
  /** The form's own checks, run first: a problem marks its fields and is summed up, and nothing is sent. */
  check: (values: V) => FormProblem | null;
  save: (values: V, calls: PersonCalls) => void;
  onClose: () => void;
}

/**
 * The add/edit flow of the officer and admin dialogs: the form, its field errors, the phone check, and
 * the create and update calls with their toasts. A failed check (or a 400 naming fields of the form)
 * puts each message under its field, a summary line at the top, and the focus on the first invalid
 * field. A dialog supplies its checks and its request bodies; `frame` goes to PersonFormFrame and
 * `fields` to the dialog's fields.
 */
export function usePersonForm<V extends FieldValues>(options: PersonFormOptions<V>) {
  const { defaults, type, view, selfId, check, save, onClose } = options;
  const form = useForm<V>({ defaultValues: defaults as DefaultValues<V> });
  const flags = useFlaggedFields();
  const [summary, setSummary] = useState<Omit<FormProblem, 'errors'> | null>(null);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const precheck = usePhonePrecheck({ view, role: type, selfId });
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const texts = PERSON_TEXTS[type];

  const showProblem = ({ errors, ...words }: FormProblem) => {
    flags.flag(errors);
    setSummary(words);
    focusFirstInvalid();
  };
  const close = () => {
    form.reset(defaults);
    flags.flag({});
    setSummary(null);
    onClose();
  };
  const done = (message: string | undefined) => {
    notify.success(TOAST_TITLES.success, message);
    close();
  };
  /** A 400 whose field errors name fields of this form lands on them; anything else is toasted. */
  const landed = (error: unknown) => {
    if (!isApiError(error) || error.status !== 400 || !error.errors) return false;
    const known = Object.entries(error.errors).filter(([name]) => name in (defaults as object));
    if (known.length === 0) return false;
    showProblem({
      title: TOAST_TITLES.validation,
      description: error.message,
      errors: Object.fromEntries(known),
    });
    return true;
  };

  const calls: PersonCalls = {
    saveChanges: (id, changes, fallback) =>
      update.mutate(
        { id, changes },
        {
          onSuccess: (result) => done(result.message || fallback),
          onError: (error) =>
            landed(error) || notify.error(TOAST_TITLES.error, errorMessage(error, texts.updateFailure)),
        },
      ),
    createPerson: (body, { fallback, failure } = {}) =>
      create.mutate(body, {
        onSuccess: (result) => done(result.message || fallback),
        onError: (error) => {
          if (landed(error)) return;
          const toast = failure?.(error) ?? {
            title: TOAST_TITLES.error,
            description: errorMessage(error, texts.createFailure),
          };
          notify.error(toast.title, toast.description);
        },
      }),
  };

  const onSubmit = form.handleSubmit((values) => {
    const problem = check(values);
    if (problem) return showProblem(problem);
    setSummary(null);
    save(values, calls);
  });

  return {
    frame: {
      editing: selfId !== undefined,
      busy,
      onSubmit,
      onClose: close,
      formRef,
      summary,
      grant: precheck.grantable && { owner: precheck.grantable, view, onDismiss: precheck.dismissGrant },
    },
    fields: { form, flags, precheck, disabled: busy },
  };
}

/** What a person form's fields receive from usePersonForm. */
export type PersonFields<V extends FieldValues> = ReturnType<typeof usePersonForm<V>>['fields'];
