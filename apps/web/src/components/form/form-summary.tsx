import { CircleAlert } from 'lucide-react';
import { FORM_TEXTS } from '@smms/shared';

/**
 * The line at the top of a form that a failed submit leaves (instead of a toast that goes away): what
 * is wrong as a whole; each field says its own problem beneath it. `id` names its words (not the alert,
 * whose name is its label), for fields at fault whose only message it is (a refused sign-in).
 */
export function FormSummary({
  problem,
  id,
}: {
  problem: { title: string; description: string } | null;
  id?: string;
}) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      aria-label={FORM_TEXTS.summaryLabel}
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p id={id}>
        <span className="font-semibold">{problem.title}</span> — <span>{problem.description}</span>
      </p>
    </div>
  );
}
