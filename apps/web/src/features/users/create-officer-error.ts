import { CREATE_OFFICER_ERRORS as E, TOAST_TITLES, USER_FAILURES } from '@smms/shared';
import { isApiError } from '@/lib/api-client';

export interface ToastText {
  title: string;
  description: string;
}

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** SPEC §8: the toast for a failed officer creation, chosen by the text of the server's message. */
export function createOfficerErrorToast(message: string | null | undefined): ToastText {
  const text = message?.trim() ?? '';
  if (!text) return { title: TOAST_TITLES.error, description: USER_FAILURES.createOfficer };
  if (has(text, 'already exists')) {
    if (has(text, 'Phone number')) return { title: E.duplicatePhoneTitle, description: E.duplicatePhone };
    if (has(text, 'Username')) return { title: E.duplicateUsernameTitle, description: E.duplicateUsername };
    if (has(text, 'Email')) return { title: E.duplicateEmailTitle, description: E.duplicateEmail };
    return { title: E.duplicateEntryTitle, description: text };
  }
  if (has(text, 'Duplicate entry')) return { title: E.duplicateEntryTitle, description: E.duplicateEntry };
  if (has(text, 'constraint')) return { title: TOAST_TITLES.validation, description: E.constraint };
  if (has(text, 'required')) return { title: E.missingInformationTitle, description: text };
  if (has(text, 'invalid')) return { title: E.invalidDataTitle, description: text };
  if (has(text, E.errorCreatingUserPrefix)) {
    const rest = text.slice(text.toLowerCase().indexOf(E.errorCreatingUserPrefix.toLowerCase()));
    const stripped = rest.slice(E.errorCreatingUserPrefix.length).replace(/^[\s:,-]+/, '') || text;
    return has(stripped, 'already exists')
      ? { title: E.duplicateEntryTitle, description: stripped }
      : { title: E.systemErrorTitle, description: stripped };
  }
  return { title: TOAST_TITLES.error, description: text };
}

/** A thrown failure (no answer from the server) gives the fixed text; an answer is mapped by its message. */
export function createOfficerFailure(error: unknown): ToastText {
  if (isApiError(error) && error.status > 0) return createOfficerErrorToast(error.message);
  return { title: TOAST_TITLES.error, description: USER_FAILURES.createOfficer };
}
