import { useMemo } from 'react';
import {
  canPickOfficer,
  METER_LIST_TEXTS,
  METER_SORTS,
  REVIEW_NAV_TEXTS,
  TABLE_ITEMS,
  type ConsoleRole,
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
  WAITING_OFFERED,
  WAITING_PARAMS,
} from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { mapListOf } from '@/components/installation-map/map-filters';
import { MapLink } from '@/components/installation-map/map-link';
import { METER_EXPORT_PATH, meterExportFallbackName, meterExportQuery } from '../api/export-meters';
import { meterListPath, useMeters } from '../api/get-meters';
import { useMeterFacets, withCounts } from '../api/get-meter-facets';
import { meterListConfig, type MeterListPage } from '../screens';
import { MeterDetailsDialog } from './meter-details-dialog';
import { METER_MAP_STAGES } from './map/map-stages';
import { meterColumns } from './meters-columns';
import { moveOnAfter, usePageCursor } from '@/components/review/use-list-cursor';
import { useShortcutScope } from '@/components/layout/shortcut-scope';
import { useReviewDecision } from './review/use-review-decision';
import { ClaimsProvider } from '@/components/review/claims';
import { StartReviewing } from '@/components/review/start-reviewing';

const NO_IDS: readonly number[] = [];

interface MetersListProps {
  role: ConsoleRole;
  page: MeterListPage;
  title: string;
}

/** One meter list screen of SPEC §2.5: search, filters, Export of every matching row, table, details. */
export function MetersList({ role, page, title }: MetersListProps) {
  const config = meterListConfig(role, page);
  const mapList = mapListOf(METER_MAP_STAGES, config.stage);
  // The review filter says how many meters each option lists (DESIGN §7), counted by the server.
  const hasFacets = config.filter.param === 'review';
  const officer = canPickOfficer(role);
  const ownFilters = [config.filter, ...(config.moreFilters ?? [])];
  const filterNames = [
    ...ownFilters.map((f) => f.param),
    ...WAITING_PARAMS,
    ...INSTALLED_RANGE_PARAMS,
    ...(officer ? [OFFICER_PARAM] : []),
  ];
  const list = useListParams<string>({
    filters: filterNames,
    defaults: config.defaultFilter ? { [config.filter.param]: config.defaultFilter } : undefined,
    defaultSort: 'installedOn',
    defaultOrder: 'desc',
    offered: { ...offeredOf(ownFilters), ...WAITING_OFFERED },
    sorts: METER_SORTS,
  });
  const query = useMemo(() => ({ stage: config.stage, ...list.pageQuery }), [config.stage, list.pageQuery]);
  const facets = useMeterFacets(meterListPath(), { stage: config.stage, ...list.exportQuery }, hasFacets);
  const screenFilters = [
    hasFacets ? withCounts(config.filter, facets.data?.review) : config.filter,
    ...(config.moreFilters ?? []),
  ];
  const meters = useMeters(query);
  const { table, cursor } = usePageCursor(meters, list);
  const rowIds = useMemo(() => (table.data ?? []).map((meter) => meter.id), [table.data]);
  const decision = useReviewDecision(moveOnAfter(cursor));
  useShortcutScope('recommend', config.techSupportUpdate);
  const columns = useMemo(
    () =>
      meterColumns({
        reason: config.reasonColumn,
        rejectionType: config.rejectionTypeColumn,
        recommendation: config.recommendation,
      }),
    [config.reasonColumn, config.rejectionTypeColumn, config.recommendation],
  );
  const division = useDivisionFilter(config.divisionFilter, list.filters.division ?? '', {
    label: METER_LIST_TEXTS.divisionFilter,
    all: METER_LIST_TEXTS.allDivisions,
  });

  return (
    <>
      <PageHeader
        title={title}
        status={
          config.techSupportUpdate
            ? table.data
              ? REVIEW_NAV_TEXTS.left(table.total, table.pageInfo?.totalIsEstimate)
              : ''
            : undefined
        }
        actions={
          <>
            {config.techSupportUpdate && (
              <StartReviewing
                queue="recommendation"
                filters={list.exportQuery}
                onClaimed={() => list.show('claim', 'mine', 'stepSince', 'asc')}
                onStopped={() => list.resetFilter('claim')}
              />
            )}
            <ExportButton
              path={METER_EXPORT_PATH}
              fallbackName={meterExportFallbackName(config.stage)}
              query={meterExportQuery(config.stage, list.exportQuery)}
            />
            {mapList && <MapLink role={role} list={mapList} filters={list.exportQuery} />}
          </>
        }
      />
      <ListToolbar
        list={list}
        search={{ placeholder: config.texts.searchPlaceholder }}
        filters={config.divisionFilter ? [...screenFilters, division] : screenFilters}
        installedRange
        waiting
        officer={officer ? 'Meters' : undefined}
      />
      <ClaimsProvider kind="meters" ids={config.recommendation ? rowIds : NO_IDS}>
        <DataTable
          label={title}
          listId={`meters-${config.stage}`}
          items={TABLE_ITEMS.meters}
          columns={columns}
          {...table}
          params={list}
          texts={config.texts}
          onRowClick={config.details ? cursor.open : undefined}
          rowLabel={(meter) => METER_LIST_TEXTS.openRow(meter.meterSno)}
          maxHeight={config.tall ? '70vh' : '600px'}
        />
      </ClaimsProvider>
      {cursor.current && (
        <MeterDetailsDialog
          meter={cursor.current}
          onClose={cursor.close}
          cursor={cursor}
          techSupport={config.techSupportDetails}
          recommend={config.techSupportUpdate}
          comparison={config.techSupportUpdate ? 'tab' : undefined}
          canEdit={config.canEdit}
          rework={{
            reopen: config.reopen ? decision.reopen : undefined,
            revoke: config.revoke ? decision.revoke : undefined,
            undo: config.undoAutomatic ? decision.undo : undefined,
          }}
        />
      )}
      {decision.dialog}
    </>
  );
}
