import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  ChangeFlagChecks,
  DTR_DISTANCE_MAX,
  DTR_DISTANCE_MIN,
  FLAG_CHECK_TEXTS as T,
  PHOTO_DISTANCE_MAX,
  REWORK_LIMIT_MAX,
  REWORK_LIMIT_MIN,
  type FlagChecksSetting,
  type PhotoRecheckProgress,
} from '@smms/shared';
import { SettingFooter } from '@/components/form/setting-footer';
import { RelativeTime } from '@/components/time/relative-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFlagChecks, useSaveFlagChecks } from '../api/flag-checks';

const DISTANCES = Array.from({ length: PHOTO_DISTANCE_MAX + 1 }, (_, n) => n);

/**
 * The checks that flag installations (issue 42): how close two photos' fingerprints must be, how far a meter may
 * stand from its DTR's others and how many rejections are allowed, saved with the version shown; and how far the
 * re-check a raised photo distance starts has come.
 */
export function FlagChecksCard() {
  const id = useId();
  const checks = useFlagChecks();
  // Here, not in the form: a save's callbacks must outlive the form its new version mounts.
  const save = useSaveFlagChecks();
  const [stale, setStale] = useState(false);
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={`${id}-title`}>{T.title}</CardTitle>
        <CardDescription>{T.hint}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0" aria-busy={checks.isPending}>
        {checks.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <FormError message={T.loadFailed} />
            <Button variant="outline" onClick={() => void checks.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : !checks.data ? (
          <Spinner className="mx-auto" />
        ) : (
          <ChecksForm
            key={checks.data.version}
            setting={checks.data}
            save={save}
            stale={stale}
            onStale={setStale}
          />
        )}
      </CardContent>
    </Card>
  );
}

interface ChecksFormProps {
  setting: FlagChecksSetting;
  save: ReturnType<typeof useSaveFlagChecks>;
  stale: boolean;
  onStale: (stale: boolean) => void;
}

/** One setting: its label, its control and what it means. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function ChecksForm({ setting, save, stale, onStale }: ChecksFormProps) {
  const id = useId();
  const [distance, setDistance] = useState(setting.photoDistance);
  const [dtr, setDtr] = useState(String(setting.dtrDistanceMeters));
  const [rework, setRework] = useState(String(setting.reworkLimit));
  const [problem, setProblem] = useState<{ message: string; path: string } | null>(null);
  const changed =
    distance !== setting.photoDistance ||
    dtr !== String(setting.dtrDistanceMeters) ||
    rework !== String(setting.reworkLimit);
  const errorId = `${id}-error`;
  const invalid = (path: string) => problem?.path === path || undefined;
  const described = (path: string) =>
    [`${id}-${path}-hint`, invalid(path) && errorId].filter(Boolean).join(' ');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    onStale(false);
    // Checked here by the API's own schema, so a wrong number is said before anything is sent.
    const checked = ChangeFlagChecks.safeParse({
      version: setting.version,
      photoDistance: distance,
      dtrDistanceMeters: dtr.trim() === '' ? null : Number(dtr),
      reworkLimit: rework.trim() === '' ? null : Number(rework),
    });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setProblem({ message: issue?.message ?? T.loadFailed, path: String(issue?.path[0] ?? '') });
      return;
    }
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: (answer) => notify.success(T.savedToast, answer.message),
      onError: (error) =>
        isApiError(error) && error.status === 409
          ? onStale(true)
          : setProblem({ message: errorMessage(error, T.loadFailed), path: '' }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field
        id={`${id}-photoDistance`}
        label={T.distance}
        hint={`${T.photosHint} ${T.distanceHint} ${T.effect}`}
      >
        <NativeSelect
          id={`${id}-photoDistance`}
          className="w-full sm:w-72"
          value={distance}
          disabled={save.isPending}
          aria-describedby={described('photoDistance')}
          onChange={(event) => setDistance(Number(event.target.value))}
        >
          {DISTANCES.map((n) => (
            <option key={n} value={n}>
              {T.bits(n)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {setting.recheck && <RecheckStatus recheck={setting.recheck} />}
      <Field id={`${id}-dtrDistanceMeters`} label={T.dtr} hint={T.dtrHint}>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-dtrDistanceMeters`}
            type="number"
            inputMode="numeric"
            min={DTR_DISTANCE_MIN}
            max={DTR_DISTANCE_MAX}
            step={100}
            className="w-32"
            value={dtr}
            disabled={save.isPending}
            aria-invalid={invalid('dtrDistanceMeters')}
            aria-describedby={described('dtrDistanceMeters')}
            onChange={(event) => setDtr(event.target.value)}
          />
          <span className="text-sm text-muted-foreground">{T.dtrSuffix}</span>
        </div>
      </Field>
      <Field id={`${id}-reworkLimit`} label={T.rework} hint={T.reworkHint}>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-reworkLimit`}
            type="number"
            inputMode="numeric"
            min={REWORK_LIMIT_MIN}
            max={REWORK_LIMIT_MAX}
            step={1}
            className="w-24"
            value={rework}
            disabled={save.isPending}
            aria-invalid={invalid('reworkLimit')}
            aria-describedby={described('reworkLimit')}
            onChange={(event) => setRework(event.target.value)}
          />
          <span className="text-sm text-muted-foreground">{T.reworkSuffix}</span>
        </div>
      </Field>
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

/** The re-check under way, with its progress, or when the last one finished. */
function RecheckStatus({ recheck }: { recheck: PhotoRecheckProgress }) {
  if (recheck.finishedAt)
    return (
      <p className="text-sm text-muted-foreground">
        {T.rechecked(recheck.total)} <RelativeTime value={recheck.finishedAt} />
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{T.rechecking(recheck.checked, recheck.total)}</p>
      <Progress
        value={recheck.total ? recheck.checked / recheck.total : 0}
        label={T.recheckProgress}
        className="sm:w-72"
      />
    </div>
  );
}
