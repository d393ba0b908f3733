import { CREATE_OFFICER_ERRORS as E, TOAST_TITLES, USER_FAILURES } from '@smms/shared';
import { isApiError } from '@/lib/api-client';
import type { ToastText } from '@/lib/notify';

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * SPEC §8: the toast for a failed officer creation, chosen by the text of the server's message. The
 * "Error creating user" prefix goes first, whatever follows it; no message at all gives the fixed text.
 */
export function createOfficerErrorToast(message: string | null | undefined): ToastText {
  const text = message?.trim() ?? '';
  if (!text) return { title: TOAST_TITLES.error, description: USER_FAILURES.createOfficer };
  const prefixAt = text.toLowerCase().indexOf(E.errorCreatingUserPrefix.toLowerCase());
  if (prefixAt >= 0) {
    const stripped =
      text.slice(prefixAt + E.errorCreatingUserPrefix.length).replace(/^[\s:,-]+/, '') ||
      USER_FAILURES.createOfficer;
    return has(stripped, 'already exists')
      ? { title: E.duplicateEntryTitle, description: stripped }
      : { title: E.systemErrorTitle, description: stripped };
  }
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
  return { title: TOAST_TITLES.error, description: text };
}

/**
 * An answer is mapped by the message the server sent; a thrown failure (no answer) or an answer without
 * a message gives the fixed text, never "HTTP error! status: 400".
 */
export function createOfficerFailure(error: unknown): ToastText {
  if (isApiError(error) && error.status > 0) return createOfficerErrorToast(error.serverMessage);
  return { title: TOAST_TITLES.error, description: USER_FAILURES.createOfficer };
}
