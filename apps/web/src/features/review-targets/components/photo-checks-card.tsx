import { useId, useState, type FormEvent } from 'react';
import {
  PHOTO_CHECK_TEXTS as T,
  PHOTO_DISTANCE_MAX,
  type FlagChecksSetting,
  type PhotoRecheckProgress,
} from '@smms/shared';
import { SettingFooter } from '@/components/form/setting-footer';
import { RelativeTime } from '@/components/time/relative-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFlagChecks, useSaveFlagChecks } from '../api/flag-checks';

const DISTANCES = Array.from({ length: PHOTO_DISTANCE_MAX + 1 }, (_, n) => n);

/**
 * The photo checks (issue 42): how close two photos' fingerprints must be for their installations to be flagged,
 * saved with the version shown, and how far the re-check a raise starts has come.
 */
export function PhotoChecksCard() {
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

function ChecksForm({ setting, save, stale, onStale }: ChecksFormProps) {
  const id = useId();
  const [distance, setDistance] = useState(setting.photoDistance);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = distance !== setting.photoDistance;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    onStale(false);
    setProblem(null);
    save.mutate(
      { version: setting.version, photoDistance: distance },
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-distance`} className="text-sm font-medium">
          {T.distance}
        </label>
        <NativeSelect
          id={`${id}-distance`}
          className="w-full sm:w-72"
          value={distance}
          disabled={save.isPending}
          aria-describedby={`${id}-distance-hint`}
          onChange={(event) => setDistance(Number(event.target.value))}
        >
          {DISTANCES.map((n) => (
            <option key={n} value={n}>
              {T.bits(n)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-distance-hint`} className="text-sm text-muted-foreground">
          {T.distanceHint} {T.effect}
        </p>
      </div>
      {setting.recheck && <RecheckStatus recheck={setting.recheck} />}
      <SettingFooter
        texts={T}
        setting={setting}
        changed={changed}
        pending={save.isPending}
        stale={stale}
        problem={problem}
        problemId={`${id}-error`}
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
