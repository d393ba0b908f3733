import { z } from 'zod';
import { AUTO_COMMISSION_MESSAGES as M } from './discom-messages.js';
import { COMPARED_FIELDS, type ComparedField } from './discom-rule.js';
import { updateBody, wholeNumber } from './fields.js';

/**
 * Auto-commissioning as a rule the super admin owns (issue 36): a setting that turns it on and names the compared
 * fields that must match (the DTR number always), every approval an event naming the rule and the setting as it
 * was, and the super admin's undo. The rule's matching itself is discom-rule.ts; its SQL is the API's.
 */

/** The rule's name in every event it writes (`review_events.rule.rule`). */
export const AUTO_COMMISSION_RULE = 'dtr-match';

/** The compared field that must always match: the DTR number finds the master row. */
export const ALWAYS_COMPARED: ComparedField = 'dtrNo';

/** The fields in the order of COMPARED_FIELDS, each once: how the setting stores them. */
export const inComparedOrder = (fields: readonly ComparedField[]): ComparedField[] =>
  COMPARED_FIELDS.filter((f) => fields.includes(f));

const RuleFields = z
  .array(z.enum(COMPARED_FIELDS, { error: M.unknownField }), { error: M.fieldsList })
  .refine((fields) => fields.includes(ALWAYS_COMPARED), { error: M.dtrNoRequired })
  .refine((fields) => new Set(fields).size === fields.length, { error: M.fieldTwice });

/** The setting: whether the rule runs, and which compared fields must match. */
export const AutoCommissionRule = z.object({
  enabled: z.boolean(),
  fields: z.array(z.enum(COMPARED_FIELDS)),
});
export type AutoCommissionRule = z.infer<typeof AutoCommissionRule>;

/** A new database's rule: off until the super admin turns it on; every compared field when it is. */
export const AUTO_COMMISSION_DEFAULT: AutoCommissionRule = { enabled: false, fields: [...COMPARED_FIELDS] };

/** GET /settings/auto-commission: the rule, its version (0: never set) and who set it last, when. */
export const AutoCommissionSetting = AutoCommissionRule.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AutoCommissionSetting = z.infer<typeof AutoCommissionSetting>;
export const AutoCommissionSettingResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: AutoCommissionSetting,
});

/** PUT /settings/auto-commission: a partial change, with the version read (409 when another came first). */
export const ChangeAutoCommissionRule = updateBody({
  version: wholeNumber(0),
  enabled: z.boolean({ error: M.enabledFlag }).optional(),
  fields: RuleFields.optional(),
});
export type ChangeAutoCommissionRule = z.infer<typeof ChangeAutoCommissionRule>;

/** POST /meters/:id/undo-auto-commission: the version read and why (required). */
export const UndoAutoCommission = updateBody({
  version: wholeNumber(1),
  comment: z.string({ error: M.undoCommentRequired }).trim().min(1, M.undoCommentRequired).max(2000),
});
export type UndoAutoCommission = z.infer<typeof UndoAutoCommission>;
