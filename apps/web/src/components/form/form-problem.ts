/** What a form's submit-time check found (SPEC §5): the toast to show and the fields to mark invalid. */
export interface FormProblem {
  title: string;
  description: string;
  fields: string[];
}
