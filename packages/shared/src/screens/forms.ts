import { PASSWORD_MIN_LENGTH } from '../limits.js';

/** The words of every form's own checks, shown at the fields (issue 11: errors where they are). */
export const FORM_TEXTS = {
  required: (label: string) => `${label} is required`,
  /** The line at the top of a form that a failed submit leaves, beside the messages at the fields. */
  summaryLabel: 'Problems with this form',
  passwordRulesLabel: 'Password rules',
  ruleMet: 'met',
  ruleNotMet: 'not met yet',
  passwordRules: {
    length: `At least ${PASSWORD_MIN_LENGTH} characters`,
    match: 'Both passwords match',
  },
} as const;
