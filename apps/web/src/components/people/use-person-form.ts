import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { TOAST_TITLES, type View } from '@smms/shared';
import type { FormProblem } from '@/components/form/form-problem';
import { useFlaggedFields } from '@/components/form/use-flagged-fields';
import { errorMessage } from '@/lib/api-client';
import { useCreateUser, type CreateUserBody } from '@/lib/api/create-user';
import { useUpdateUser, type UserChanges } from '@/lib/api/update-user';
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
  /** The form's own checks, run first: a problem flags its fields and is toasted, and nothing is sent. */
  check: (values: V) => FormProblem | null;
  save: (values: V, calls: PersonCalls) => void;
  onClose: () => void;
}

/**
 * The add/edit flow of the officer and admin dialogs: the form, its flagged fields, the phone check,
 * and the create and update calls with their toasts. A dialog supplies its checks and its request bodies;
 * `frame` goes to PersonFormFrame and `fields` to the dialog's fields.
 */
export function usePersonForm<V extends FieldValues>(options: PersonFormOptions<V>) {
  const { defaults, type, view, selfId, check, save, onClose } = options;
  const form = useForm<V>({ defaultValues: defaults as DefaultValues<V> });
  const flags = useFlaggedFields();
  const precheck = usePhonePrecheck({ view, role: type, selfId });
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const texts = PERSON_TEXTS[type];

  const close = () => {
    form.reset(defaults);
    flags.flag([]);
    onClose();
  };
  const done = (message: string | undefined) => {
    notify.success(TOAST_TITLES.success, message);
    close();
  };

  const calls: PersonCalls = {
    saveChanges: (id, changes, fallback) =>
      update.mutate(
        { id, changes },
        {
          onSuccess: (result) => done(result.message || fallback),
          onError: (error) => notify.error(TOAST_TITLES.error, errorMessage(error, texts.updateFailure)),
        },
      ),
    createPerson: (body, { fallback, failure } = {}) =>
      create.mutate(body, {
        onSuccess: (result) => done(result.message || fallback),
        onError: (error) => {
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
    if (!problem) return save(values, calls);
    flags.flag(problem.fields);
    notify.error(problem.title, problem.description);
  });

  return {
    frame: {
      editing: selfId !== undefined,
      busy,
      onSubmit,
      onClose: close,
      grant: precheck.grantable && { owner: precheck.grantable, view, onDismiss: precheck.dismissGrant },
    },
    fields: { form, flags, precheck, disabled: busy },
  };
}

/** What a person form's fields receive from usePersonForm. */
export type PersonFields<V extends FieldValues> = ReturnType<typeof usePersonForm<V>>['fields'];
