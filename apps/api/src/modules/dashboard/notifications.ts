import {
  NOTIFICATION_LABELS,
  PAGES,
  type ConsoleRole,
  type Notification,
  type SlaCutoffs,
  type View,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { assertView, scopeOf, type Actor } from '../access/index.js';
import { METER_QUEUES, techSupportFilters, type MeterFilters, meterTotal } from '../meters/index.js';
import { MODEM_QUEUES, modemTotal, type ModemFilters } from '../modems/index.js';
import { currentCutoffs } from '../review-targets/index.js';

type Item<F> = Omit<Notification, 'count'> & { filters: F };
const OVERDUE = { sla: 'overdue' } as const;
/** The super admin's Flagged queue (issue 42): what awaits its decision with any flag (a meter, recommended or not). */
const FLAGGED = { flag: 'any' } as const;
/** An overdue item opens its list the longest wait first (Waiting descending: the oldest step start first). */
const LONGEST_FIRST = { sort: 'stepSince', order: 'asc' } as const;

/**
 * What each reviewer's bell counts (DESIGN §7): its queues (meters/review-queues.ts), each exactly the list it
 * opens, by that list's own filters, so each count is its list's total. BI_ADMIN: pending meters without a recommendation (its Pending Meters
 * Review, recommendation None). BI_SUPER_ADMIN: recommended meters awaiting its decision, one item for each
 * verdict (Tech Support Management filtered to Approve, or to Reject). AE_ADMIN: its officers' rejected meters,
 * which need a field fix. Each role's list also counts what is past its review target (issue 41): the same list
 * filtered to Overdue, which the sidebar shows beside the list. The super admin's Flagged queue is its decision
 * list filtered to Flagged, the longest wait first.
 */
const AWAITING = {
  BI_ADMIN: [
    {
      key: 'awaiting-recommendation',
      label: NOTIFICATION_LABELS.awaitingRecommendation,
      page: PAGES.metersCommissioned,
      query: { review: 'No Status' },
      filters: METER_QUEUES.recommendation,
    },
    {
      key: 'overdue-recommendation',
      label: NOTIFICATION_LABELS.overdueRecommendation,
      page: PAGES.metersCommissioned,
      query: { review: 'No Status', ...OVERDUE, ...LONGEST_FIRST },
      filters: { ...METER_QUEUES.recommendation, ...OVERDUE },
      overdue: true,
    },
  ],
  BI_SUPER_ADMIN: [
    {
      key: 'awaiting-decision',
      label: NOTIFICATION_LABELS.awaitingDecision,
      page: PAGES.techSupport,
      query: { recommendation: 'approve' },
      filters: { ...METER_QUEUES.decision, recommendation: 'approve' },
    },
    {
      key: 'awaiting-decision-reject',
      label: NOTIFICATION_LABELS.awaitingDecisionReject,
      page: PAGES.techSupport,
      query: { recommendation: 'reject' },
      filters: { ...METER_QUEUES.decision, recommendation: 'reject' },
    },
    {
      key: 'overdue-review',
      label: NOTIFICATION_LABELS.overdueReview,
      page: PAGES.techSupport,
      query: { ...OVERDUE, ...LONGEST_FIRST },
      filters: techSupportFilters({ ...OVERDUE }),
      overdue: true,
    },
    {
      key: 'flagged-decision',
      label: NOTIFICATION_LABELS.flaggedDecision,
      page: PAGES.techSupport,
      query: { ...FLAGGED, ...LONGEST_FIRST },
      filters: techSupportFilters({ ...FLAGGED }),
      flagged: true,
    },
  ],
  AE_ADMIN: [
    {
      key: 'rejected',
      label: NOTIFICATION_LABELS.rejectedAwaitingFix,
      page: PAGES.commissionRejected,
      filters: METER_QUEUES.rework,
    },
    {
      key: 'overdue-rework',
      label: NOTIFICATION_LABELS.overdueRework,
      page: PAGES.commissionRejected,
      query: { ...OVERDUE, ...LONGEST_FIRST },
      filters: { ...METER_QUEUES.rework, ...OVERDUE },
      overdue: true,
    },
  ],
} as const satisfies Record<ConsoleRole, readonly Item<MeterFilters>[]>;

/**
 * The Modems view's bell, counted by the modem list it opens with that list's filters: the super admin
 * decides commissioned modems still Pending (its Modems Commissioned list, Status Commissioned); an
 * AE_ADMIN's rejected modems need a field fix. BI_ADMIN does not review modems: nothing awaits it.
 */
const AWAITING_MODEMS = {
  BI_SUPER_ADMIN: [
    {
      key: 'modems-awaiting-decision',
      label: NOTIFICATION_LABELS.modemsAwaitingDecision,
      page: PAGES.modemsCommissioned,
      query: { status: 'Commissioned' },
      filters: MODEM_QUEUES.decision,
    },
    {
      key: 'modems-overdue-decision',
      label: NOTIFICATION_LABELS.modemsOverdueDecision,
      page: PAGES.modemsCommissioned,
      query: { status: 'Commissioned', ...OVERDUE, ...LONGEST_FIRST },
      filters: { ...MODEM_QUEUES.decision, ...OVERDUE },
      overdue: true,
    },
    {
      key: 'modems-flagged-decision',
      label: NOTIFICATION_LABELS.modemsFlaggedDecision,
      page: PAGES.modemsCommissioned,
      query: { status: 'Commissioned', ...FLAGGED, ...LONGEST_FIRST },
      filters: { ...MODEM_QUEUES.decision, ...FLAGGED },
      flagged: true,
    },
  ],
  BI_ADMIN: [],
  AE_ADMIN: [
    {
      key: 'modems-rejected',
      label: NOTIFICATION_LABELS.modemsRejectedAwaitingFix,
      page: PAGES.modemsCommissionRejected,
      filters: MODEM_QUEUES.rework,
    },
    {
      key: 'modems-overdue-rework',
      label: NOTIFICATION_LABELS.modemsOverdueRework,
      page: PAGES.modemsCommissionRejected,
      query: { ...OVERDUE, ...LONGEST_FIRST },
      filters: { ...MODEM_QUEUES.rework, ...OVERDUE },
      overdue: true,
    },
  ],
} as const satisfies Record<ConsoleRole, readonly Item<Omit<ModemFilters, 'scope'>>[]>;

/** The items with a count above nought, each counted by its list's total (with the targets' cut-offs at the call). */
async function counted<F extends { sla?: string }>(
  items: readonly Item<F>[],
  total: (filters: F & { slaCutoffs?: SlaCutoffs }) => Promise<{ total: number }>,
  cutoffs: () => Promise<SlaCutoffs>,
): Promise<Notification[]> {
  const all = await Promise.all(
    items.map(async ({ filters, ...notification }) => {
      const withCutoffs = filters.sla ? { ...filters, slaCutoffs: await cutoffs() } : filters;
      const { total: count } = await total(withCutoffs);
      return { ...notification, ...(notification.query ? { query: { ...notification.query } } : {}), count };
    }),
  );
  return all.filter((item) => item.count > 0);
}

/**
 * What awaits the user in a view (DESIGN §6), and what of it is overdue. A view the user may not use is refused
 * (403), as every call about a view is (access module).
 */
export async function notificationsFor(
  db: Db,
  actor: Actor,
  view: View = 'Meters',
  timeZone: string,
): Promise<Notification[]> {
  assertView(actor, view);
  const role = actor.user.role as ConsoleRole;
  const scope = scopeOf(actor);
  let known: Promise<SlaCutoffs> | undefined;
  const cutoffs = () => (known ??= currentCutoffs(db, timeZone));
  if (view === 'Modems')
    return counted<Omit<ModemFilters, 'scope'>>(
      AWAITING_MODEMS[role],
      (filters) => modemTotal(db, { scope, ...filters }),
      cutoffs,
    );
  return counted<MeterFilters>(AWAITING[role], (filters) => meterTotal(db, scope, filters), cutoffs);
}
