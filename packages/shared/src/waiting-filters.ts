import { z } from 'zod';
import { WAITING_STEPS } from './lifecycle.js';

/**
 * Two filters every meter and modem list takes, for the dashboard's waits table (issue 41): a row opens the list
 * of its step and area, so the list's total is the row's count. `step`: the review step each waits in
 * (lifecycle.ts STEP_RULES, a rule the counters count); `circle`: the circle's name as the installations hold it.
 */
export const WaitingFiltersQuery = {
  step: z.enum(WAITING_STEPS).optional(),
  circle: z.string().trim().min(1).max(100).optional(),
};
