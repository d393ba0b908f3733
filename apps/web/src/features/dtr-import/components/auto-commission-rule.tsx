import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ALWAYS_COMPARED,
  AUTO_COMMISSION_TEXTS as T,
  COMPARED_FIELDS,
  COMPARISON_FIELD_LABELS,
  inComparedOrder,
  ruleSummary,
  type AutoCommissionSetting,
  type ComparedField,
} from '@smms/shared';
import { SettingFooter } from '@/components/form/setting-footer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { autoCommissionRuleOptions, useSaveAutoCommissionRule } from '../api/auto-commission-rule';

const CHECKBOX = 'mt-0.5 size-4 accent-primary';

/**
 * The super admin's auto-commissioning rule (issue 36), as a setting like the others: on or off, and the compared
 * fields that must match (the DTR number always). Saved with the version shown; when someone else saved first,
 * the section shows their rule and says so.
 */
export function AutoCommissionRuleSection() {
  const headingId = useId();
  const rule = useQuery(autoCommissionRuleOptions());
  // Here, not in the form: a save gives the rule a new version, which mounts a new form, and the save's own
  // callbacks (the toast, "someone saved first") must outlive the form that sent it.
  const save = useSaveAutoCommissionRule();
  const [stale, setStale] = useState(false);
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={rule.isPending}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={headingId}>{T.heading}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {rule.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <FormError message={T.loadFailed} />
            <Button variant="outline" onClick={() => void rule.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : !rule.data ? (
          <Spinner className="mx-auto" />
        ) : (
          <RuleForm key={rule.data.version} rule={rule.data} save={save} stale={stale} onStale={setStale} />
        )}
      </CardContent>
    </Card>
  );
}

interface RuleFormProps {
  rule: AutoCommissionSetting;
  save: ReturnType<typeof useSaveAutoCommissionRule>;
  /** The last save was refused because someone else saved first (the rule shown is theirs). */
  stale: boolean;
  onStale: (stale: boolean) => void;
}

function RuleForm({ rule, save, stale, onStale }: RuleFormProps) {
  const id = useId();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [fields, setFields] = useState<ComparedField[]>(inComparedOrder(rule.fields));
  const [problem, setProblem] = useState<string | null>(null);
  const changed = enabled !== rule.enabled || fields.join() !== inComparedOrder(rule.fields).join();

  const toggle = (field: ComparedField, on: boolean) =>
    setFields((now) => inComparedOrder(on ? [...now, field] : now.filter((f) => f !== field)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setProblem(null);
    onStale(false);
    save.mutate(
      { version: rule.version, enabled, fields },
      {
        onSuccess: (answer) => notify.success(T.savedToast, answer.message),
        onError: (error) =>
          isApiError(error) && error.status === 409
            ? onStale(true)
            : setProblem(errorMessage(error, T.loadFailed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm font-medium">{T.current(ruleSummary(rule))}</p>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          className={CHECKBOX}
          checked={enabled}
          disabled={save.isPending}
          aria-describedby={`${id}-enabled-hint`}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-enabled`} className="text-sm font-medium">
            {T.enabled}
          </label>
          <p id={`${id}-enabled-hint`} className="text-sm text-muted-foreground">
            {T.enabledHint}
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-always`}>
        <legend className="mb-1 text-sm font-medium">{T.fieldsLegend}</legend>
        <p id={`${id}-always`} className="text-sm text-muted-foreground">
          {T.alwaysCompared}
        </p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {COMPARED_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={fields.includes(field)}
                disabled={field === ALWAYS_COMPARED || save.isPending}
                onChange={(event) => toggle(field, event.target.checked)}
              />
              {COMPARISON_FIELD_LABELS[field]}
            </label>
          ))}
        </div>
      </fieldset>
      <SettingFooter
        texts={T}
        setting={rule}
        changed={changed}
        pending={save.isPending}
        stale={stale}
        problem={problem}
      />
    </form>
  );
}
