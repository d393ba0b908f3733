import { STEP_WORDS, WAITING_PANEL_TEXTS as T, WAITING_STEPS, type TargetStep } from '@smms/shared';
import type { ListParams } from './use-list-params';

/**
 * The filters a row of the dashboard's waits table opens a list with (issue 41, shared waitingListSpec): the
 * review step, the circle and the division. No select offers the step or the circle (nor the division, but on
 * the super admin's lists): each shows as a chip that removes it, so no filter is hidden.
 */
export const WAITING_PARAMS = ['step', 'circle', 'division'] as const;

/** The steps a link may name: another is dropped with a notice (useListParams `offered`). */
export const WAITING_OFFERED = { step: { name: T.step, values: WAITING_STEPS } };

/** The chips of those in force, "Step: Live, awaiting recommendation", "Circle: Agra"; `division` unless a select shows it. */
export function waitingChips<F extends string>(list: ListParams<F>, division: boolean) {
  const filters = list.filters as Record<string, string>;
  const chip = (param: F, text: string) => ({ key: param, text, onRemove: () => list.resetFilter(param) });
  return [
    ...(filters.step ? [chip('step' as F, `${T.step}: ${STEP_WORDS[filters.step as TargetStep]}`)] : []),
    ...(filters.circle ? [chip('circle' as F, `${T.groups.circle}: ${filters.circle}`)] : []),
    ...(division && filters.division
      ? [chip('division' as F, `${T.groups.division}: ${filters.division}`)]
      : []),
  ];
}
