import { Check, Circle } from 'lucide-react';
import { FORM_TEXTS, PASSWORD_MIN_LENGTH } from '@smms/shared';
import { cn } from '@/lib/utils';

/** Each rule a new password must meet, and whether it does; all are shown from the start. */
export const passwordRuleStates = (password: string, confirmation: string) => [
  { id: 'length', text: FORM_TEXTS.passwordRules.length, met: password.length >= PASSWORD_MIN_LENGTH },
  {
    id: 'match',
    text: FORM_TEXTS.passwordRules.match,
    met: password.length > 0 && password === confirmation,
  },
];

/** The password rules as a list that ticks each rule once it is met (issue 11: all rules at once). */
export function PasswordRules({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  return (
    <ul id={id} aria-label={FORM_TEXTS.passwordRulesLabel} className="flex flex-col gap-1 text-sm">
      {passwordRuleStates(password, confirmation).map((rule) => (
        <li
          key={rule.id}
          data-rule={rule.id}
          data-met={rule.met}
          className={cn('flex items-center gap-1.5', rule.met ? 'text-success' : 'text-muted-foreground')}
        >
          {rule.met ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <Circle className="size-3.5" aria-hidden="true" />
          )}
          {rule.text}
          <span className="sr-only">: {rule.met ? FORM_TEXTS.ruleMet : FORM_TEXTS.ruleNotMet}</span>
        </li>
      ))}
    </ul>
  );
}
