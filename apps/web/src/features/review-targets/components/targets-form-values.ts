import {
  ReviewTargetsSchema,
  TARGET_STEPS,
  type CircleTargets,
  type ReviewTargets,
  type ReviewTargetsSetting,
  type TargetStep,
} from '@smms/shared';

/** The form's values as typed: each target a text ('' for none), so a half-typed number stays as typed. */
export interface TargetsFormValues {
  steps: Record<TargetStep, string>;
  circles: { name: string; steps: Record<TargetStep, string> }[];
  workingDays: number[];
  dueSoonPercent: string;
  claimMinutes: string;
}

const asText = (days: number | null | undefined) => (days === null || days === undefined ? '' : String(days));
const stepTexts = (of: (step: TargetStep) => number | null | undefined) =>
  Object.fromEntries(TARGET_STEPS.map((step) => [step, asText(of(step))])) as Record<TargetStep, string>;

export function formValuesOf(setting: ReviewTargetsSetting): TargetsFormValues {
  return {
    steps: stepTexts((step) => setting.steps[step]),
    circles: Object.entries(setting.circles)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, own]) => ({ name, steps: stepTexts((step) => own[step]) })),
    workingDays: [...setting.workingDays].sort((a, b) => a - b),
    dueSoonPercent: String(setting.dueSoonPercent),
    claimMinutes: String(setting.claimMinutes),
  };
}

const asNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The values as the API takes them, checked by the shared schema: the targets, or the first problem with the
 * path of the field it is about ("steps.live", "circles.North.rejected").
 */
export function targetsOf(
  values: TargetsFormValues,
): { ok: true; targets: ReviewTargets } | { ok: false; message: string; path: string } {
  const steps = Object.fromEntries(
    TARGET_STEPS.map((step) => [
      step,
      values.steps[step].trim() === '' ? null : asNumber(values.steps[step]),
    ]),
  );
  const circles = Object.fromEntries(
    values.circles.map(({ name, steps: own }) => [
      name,
      Object.fromEntries(
        TARGET_STEPS.flatMap((step) => (own[step].trim() === '' ? [] : [[step, asNumber(own[step])]])),
      ) as CircleTargets,
    ]),
  );
  const parsed = ReviewTargetsSchema.safeParse({
    steps,
    circles,
    workingDays: values.workingDays,
    dueSoonPercent: asNumber(values.dueSoonPercent),
    claimMinutes: asNumber(values.claimMinutes),
  });
  if (parsed.success) return { ok: true, targets: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.message ?? '', path: issue?.path.join('.') ?? '' };
}
