import { useMemo } from 'react';
import {
  CLAIM_FILTER,
  FLAG_FILTER,
  METER_SORTS,
  PAGE_TITLES,
  REVIEW_NAV_TEXTS as N,
  RECOMMENDATION_FILTER,
  TECH_SUPPORT_LIST_TEXTS as T,
  SLA_FILTER,
  SUPER_ADMIN_TECH_SUPPORT_STATUSES,
  type Meter,
  TABLE_ITEMS,
} from '@smms/shared';
import {
  DataTable,
  ExportButton,
  INSTALLED_RANGE_PARAMS,
  ListToolbar,
  OFFICER_PARAM,
  offeredOf,
  useDivisionFilter,
  useListParams,
  useRowSelection,
  WAITING_OFFERED,
  WAITING_PARAMS,
} from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import {
  PENDING_TECH_SUPPORT_EXPORT_PATH,
  PENDING_TECH_SUPPORT_PATH,
  loadPendingMatching,
  usePendingTechSupport,
} from '../../api/get-pending-tech-support';
import { useMeterFacets, withCounts } from '../../api/get-meter-facets';
import { MeterDetailsDialog } from '../meter-details-dialog';
import { BulkReviewBar } from './bulk-review';
import { techSupportColumns } from './tech-support-columns';
import { moveOnAfter, usePageCursor } from '@/components/review/use-list-cursor';
import { useShortcutScope } from '@/components/layout/shortcut-scope';
import { useReviewDecision } from './use-review-decision';
import { ClaimsProvider } from '@/components/review/claims';
import { StartReviewing } from '@/components/review/start-reviewing';

type Filter =
  | 'recommendation'
  | 'sla'
  | 'claim'
  | 'flag'
  | (typeof WAITING_PARAMS)[number]
  | 'installedFrom'
  | 'installedTo'
  | 'officerId';

/**
 * Tech Support Management (SPEC §2.8; the super admin decides, DESIGN §7): the pending meters with the
 * BI admin's recommendation, Approve and Reject per row or for many rows at once, and a row click that
 * opens the Data Comparison with Previous/Next through the list.
 */
export function TechSupportList() {
  // The super admin's screen: it sees every officer (access module), so it may pick one.
  const list = useListParams<Filter>({
    filters: [
      'recommendation',
      'sla',
      'claim',
      'flag',
      ...WAITING_PARAMS,
      ...INSTALLED_RANGE_PARAMS,
      OFFICER_PARAM,
    ],
    defaultSort: 'installedOn',
    defaultOrder: 'desc',
    offered: {
      ...offeredOf([RECOMMENDATION_FILTER, SLA_FILTER, CLAIM_FILTER, FLAG_FILTER.meter]),
      ...WAITING_OFFERED,
    },
    sorts: METER_SORTS,
  });
  const meters = usePendingTechSupport(list.pageQuery);
  const { table, cursor } = usePageCursor(meters, list);
  const rowIds = useMemo(() => (table.data ?? []).map((meter) => meter.id), [table.data]);
  const selection = useRowSelection<Meter>();
  const decision = useReviewDecision(moveOnAfter(cursor));
  useShortcutScope('decide');
  const columns = useMemo(
    () => techSupportColumns({ selection, onApprove: decision.approve, onReject: decision.reject }),
    [selection, decision.approve, decision.reject],
  );
  const division = useDivisionFilter(true, list.filters.division, {
    label: T.divisionFilter,
    all: T.allDivisions,
  });
  // Each recommendation option says how many meters it lists (DESIGN §7), counted by the server.
  const facets = useMeterFacets(PENDING_TECH_SUPPORT_PATH, list.exportQuery);
  const recommendation = withCounts(RECOMMENDATION_FILTER, facets.data?.recommendation);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.techSupport}
        status={table.data ? N.left(table.total, table.pageInfo?.totalIsEstimate) : ''}
        actions={
          <>
            <StartReviewing
              queue="decision"
              filters={list.exportQuery}
              onClaimed={() => list.show('claim', 'mine', 'stepSince', 'asc')}
              onStopped={() => list.resetFilter('claim')}
            />
            <ExportButton
              path={PENDING_TECH_SUPPORT_EXPORT_PATH}
              fallbackName={`${T.exportPrefix}.csv`}
              query={list.exportQuery}
            />
          </>
        }
      />
      {meters.isError && !meters.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
        >
          <h2 className="text-lg font-semibold text-destructive">{T.errorTitle}</h2>
          <p className="text-sm text-muted-foreground">{T.error}</p>
          <Button onClick={() => void meters.refetch()}>{T.tryAgain}</Button>
        </div>
      ) : (
        <>
          <ListToolbar
            list={list}
            search={{ placeholder: T.searchPlaceholder }}
            filters={[recommendation, SLA_FILTER, CLAIM_FILTER, FLAG_FILTER.meter, division]}
            installedRange
            waiting
            officer="Meters"
          />
          <BulkReviewBar
            selection={selection}
            matching={{ total: table.total, load: () => loadPendingMatching(list.exportQuery) }}
          />
          <ClaimsProvider kind="meters" ids={rowIds}>
            <DataTable
              label={PAGE_TITLES.techSupport}
              listId="tech-support"
              items={TABLE_ITEMS.meters}
              columns={columns}
              {...table}
              params={list}
              texts={{ loading: T.loading, empty: T.empty, error: T.error }}
              onRowClick={cursor.open}
              rowLabel={(meter) => T.openRow(meter.meterSno)}
            />
          </ClaimsProvider>
        </>
      )}
      {cursor.current && (
        <MeterDetailsDialog
          meter={cursor.current}
          onClose={cursor.close}
          cursor={cursor}
          comparison="open"
          techSupport
          techSupportStatuses={SUPER_ADMIN_TECH_SUPPORT_STATUSES}
          review={{ approve: decision.approve, reject: decision.reject, undoLast: decision.undoLast }}
        />
      )}
      {decision.dialog}
    </>
  );
}
