import { FORM_TEXTS } from '@smms/shared';

/**
 * What a form's submit-time check found (SPEC §5): the words of the summary line at the top of the
 * form, and each invalid field with the message shown under it.
 */
export interface FormProblem {
  title: string;
  description: string;
  errors: Record<string, string>;
}

/** "First Name is required" for each of these empty fields, by name. */
export const requiredErrors = (names: readonly string[], labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(names.map((name) => [name, FORM_TEXTS.required(labels[name] ?? name)]));
