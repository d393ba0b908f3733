import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import {
  CLAIM_MINUTES_MAX,
  CLAIM_MINUTES_MIN,
  PAGE_TITLES,
  REVIEW_TARGET_TEXTS as T,
  STEP_WORDS,
  TARGET_STEPS,
  WEEKDAY_WORDS,
  WEEKDAYS,
  type ReviewTargetsSetting,
  type TargetStep,
} from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';
import { SettingFooter } from '@/components/form/setting-footer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useAreas } from '@/lib/api/get-areas';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useReviewTargets, useSaveReviewTargets } from '../api/review-targets';
import { formValuesOf, targetsOf, type TargetsFormValues } from './targets-form-values';
import { FlagChecksCard } from './flag-checks-card';
import { ReviewerClaimsCard } from './reviewer-claims-card';

const CHECKBOX = 'size-4 accent-primary';
const EMPTY_STEPS = Object.fromEntries(TARGET_STEPS.map((s) => [s, ''])) as Record<TargetStep, string>;

/**
 * The super admin's Review Targets (issue 41): working days per review step for every circle, a circle's own
 * where it needs them, the working week and when an installation turns due soon. Saved whole with the version
 * shown; when someone else saved first, the page shows their targets and says so. Below, who is reviewing now
 * and the photo checks (issue 42), each a setting of its own.
 */
export function ReviewTargetsPage() {
  const targets = useReviewTargets();
  // Here, not in the form: a save gives the targets a new version, which mounts a new form, and the save's own
  // callbacks (the toast, "someone saved first") must outlive the form that sent it.
  const save = useSaveReviewTargets();
  const [stale, setStale] = useState(false);
  return (
    <>
      <PageHeader title={PAGE_TITLES.reviewTargets} description={T.description} />
      <div aria-busy={targets.isPending}>
        {targets.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <FormError message={T.loadFailed} />
            <Button variant="outline" onClick={() => void targets.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : !targets.data ? (
          <Spinner className="mx-auto" />
        ) : (
          <TargetsForm
            key={targets.data.version}
            setting={targets.data}
            save={save}
            stale={stale}
            onStale={setStale}
          />
        )}
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <ReviewerClaimsCard />
        <FlagChecksCard />
      </div>
    </>
  );
}

interface TargetsFormProps {
  setting: ReviewTargetsSetting;
  save: ReturnType<typeof useSaveReviewTargets>;
  stale: boolean;
  onStale: (stale: boolean) => void;
}

function TargetsForm({ setting, save, stale, onStale }: TargetsFormProps) {
  const id = useId();
  const areas = useAreas();
  const [values, setValues] = useState<TargetsFormValues>(() => formValuesOf(setting));
  const [problem, setProblem] = useState<{ message: string; path: string } | null>(null);
  const [adding, setAdding] = useState('');
  const changed = JSON.stringify(values) !== JSON.stringify(formValuesOf(setting));
  const circlesLeft = (areas.data ?? [])
    .filter((a) => a.kind === 'circle' && !values.circles.some((c) => c.name === a.name))
    .map((a) => a.name)
    .sort((a, b) => a.localeCompare(b));
  const invalid = (path: string) => problem?.path === path || undefined;
  const errorId = `${id}-error`;
  const describedBy = (path: string) => (invalid(path) ? errorId : undefined);

  const setStep = (step: TargetStep, text: string) =>
    setValues((v) => ({ ...v, steps: { ...v.steps, [step]: text } }));
  const setCircleStep = (name: string, step: TargetStep, text: string) =>
    setValues((v) => ({
      ...v,
      circles: v.circles.map((c) => (c.name === name ? { ...c, steps: { ...c.steps, [step]: text } } : c)),
    }));
  const toggleDay = (day: number, on: boolean) =>
    setValues((v) => ({
      ...v,
      workingDays: on
        ? [...v.workingDays, day].sort((a, b) => a - b)
        : v.workingDays.filter((d) => d !== day),
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    onStale(false);
    const checked = targetsOf(values);
    if (!checked.ok) {
      setProblem({ message: checked.message, path: checked.path });
      return;
    }
    setProblem(null);
    save.mutate(
      { version: setting.version, ...checked.targets },
      {
        onSuccess: (answer) => notify.success(T.savedToast, answer.message),
        onError: (error) =>
          isApiError(error) && error.status === 409
            ? onStale(true)
            : setProblem({ message: errorMessage(error, T.loadFailed), path: '' }),
      },
    );
  }

  /** A step's target in working days; `name`, the accessible name where the label alone repeats (a circle's). */
  const dayInput = (
    path: string,
    label: string,
    value: string,
    onChange: (text: string) => void,
    name?: string,
  ) => (
    <div key={path} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${path}`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={`${id}-${path}`}
          type="number"
          inputMode="decimal"
          min={0.5}
          max={365}
          step={0.5}
          className="w-24"
          aria-label={name}
          value={value}
          disabled={save.isPending}
          aria-invalid={invalid(path)}
          aria-describedby={describedBy(path)}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="text-sm text-muted-foreground">{T.days}</span>
      </div>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card role="region" aria-labelledby={`${id}-everywhere`}>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle id={`${id}-everywhere`}>{T.everywhere}</CardTitle>
          <CardDescription>{T.everywhereHint}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6 p-4 pt-0 sm:p-6 sm:pt-0">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {TARGET_STEPS.map((step) =>
              dayInput(`steps.${step}`, STEP_WORDS[step], values.steps[step], (text) => setStep(step, text)),
            )}
          </div>
          <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-week-hint`}>
            <legend className="mb-1 text-sm font-medium">{T.week}</legend>
            <p id={`${id}-week-hint`} className="text-sm text-muted-foreground">
              {T.weekHint}
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    checked={values.workingDays.includes(day)}
                    disabled={save.isPending}
                    aria-invalid={invalid('workingDays')}
                    aria-describedby={describedBy('workingDays')}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                  />
                  {WEEKDAY_WORDS[day - 1]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-due-soon`} className="text-sm font-medium">
              {T.dueSoon}
            </label>
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-due-soon`}
                type="number"
                inputMode="numeric"
                min={10}
                max={95}
                step={5}
                className="w-24"
                value={values.dueSoonPercent}
                disabled={save.isPending}
                aria-invalid={invalid('dueSoonPercent')}
                aria-describedby={describedBy('dueSoonPercent')}
                onChange={(event) => setValues((v) => ({ ...v, dueSoonPercent: event.target.value }))}
              />
              <span className="text-sm text-muted-foreground">{T.dueSoonSuffix}</span>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-claim-minutes`} className="text-sm font-medium">
              {T.claimMinutes}
            </label>
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-claim-minutes`}
                type="number"
                inputMode="numeric"
                min={CLAIM_MINUTES_MIN}
                max={CLAIM_MINUTES_MAX}
                step={5}
                className="w-24"
                value={values.claimMinutes}
                disabled={save.isPending}
                aria-invalid={invalid('claimMinutes')}
                aria-describedby={[describedBy('claimMinutes'), `${id}-claim-hint`].filter(Boolean).join(' ')}
                onChange={(event) => setValues((v) => ({ ...v, claimMinutes: event.target.value }))}
              />
              <span className="text-sm text-muted-foreground">{T.claimMinutesSuffix}</span>
            </div>
            <p id={`${id}-claim-hint`} className="text-sm text-muted-foreground">
              {T.claimMinutesHint}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby={`${id}-circles`}>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle id={`${id}-circles`}>{T.circles}</CardTitle>
          <CardDescription>{T.circlesHint}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
          {values.circles.length === 0 && <p className="text-sm text-muted-foreground">{T.noCircles}</p>}
          {values.circles.map((circle) => (
            <fieldset key={circle.name} className="flex flex-col gap-3 rounded-lg border p-3">
              <div className="flex items-center justify-between gap-2">
                <legend className="float-left text-sm font-semibold">{circle.name}</legend>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={T.removeCircle(circle.name)}
                  disabled={save.isPending}
                  onClick={() =>
                    setValues((v) => ({ ...v, circles: v.circles.filter((c) => c.name !== circle.name) }))
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {TARGET_STEPS.map((step) =>
                  dayInput(
                    `circles.${circle.name}.${step}`,
                    STEP_WORDS[step],
                    circle.steps[step],
                    (text) => setCircleStep(circle.name, step, text),
                    T.stepInCircle(STEP_WORDS[step], circle.name),
                  ),
                )}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-add`} className="text-sm font-medium">
                {T.addCircle}
              </label>
              <NativeSelect
                id={`${id}-add`}
                className="w-64"
                value={adding}
                disabled={save.isPending || circlesLeft.length === 0}
                onChange={(event) => setAdding(event.target.value)}
              >
                <option value="">{T.chooseCircle}</option>
                {circlesLeft.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={!adding || save.isPending}
              onClick={() => {
                setValues((v) => ({ ...v, circles: [...v.circles, { name: adding, steps: EMPTY_STEPS }] }));
                setAdding('');
              }}
            >
              <Plus aria-hidden="true" />
              {T.addCircle}
            </Button>
          </div>
        </CardContent>
      </Card>

      <SettingFooter
        texts={T}
        setting={setting}
        changed={changed}
        pending={save.isPending}
        stale={stale}
        problem={problem?.message}
        problemId={errorId}
      />
    </form>
  );
}
