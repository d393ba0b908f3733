import { useMemo } from 'react';
import {
  canPickOfficer,
  MODEM_LIST_TEXTS,
  MODEM_SORTS,
  TABLE_ITEMS,
  type ConsoleRole,
  type ModemList,
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
import { errorMessage } from '@/lib/api-client';
import { moveOnAfter, usePageCursor } from '@/components/review/use-list-cursor';
import { useShortcutScope } from '@/components/layout/shortcut-scope';
import { modemExportFallbackName, modemExportPath } from '../api/export-modems';
import { useModems } from '../api/get-modems';
import { modemListConfig } from '../screens';
import { ModemDetailsDialog } from './modem-details-dialog';
import { MODEM_MAP_LISTS } from './map/map-lists';
import { modemColumns } from './modems-columns';
import { useModemDecision } from './use-modem-decision';
import { ClaimsProvider } from '@/components/review/claims';
import { StartReviewing } from '@/components/review/start-reviewing';

const NO_IDS: readonly number[] = [];

interface ModemsListProps {
  role: ConsoleRole;
  list: ModemList;
  title: string;
}

/** One modem list screen of SPEC §2.9: search, filters, Export of every matching row, table, details. */
export function ModemsList({ role, list: name, title }: ModemsListProps) {
  const config = modemListConfig(role, name);
  const mapList = mapListOf(MODEM_MAP_LISTS, name);
  const officer = canPickOfficer(role);
  const filterNames = [
    ...config.filters.map((f) => f.param),
    ...WAITING_PARAMS,
    ...INSTALLED_RANGE_PARAMS,
    ...(officer ? [OFFICER_PARAM] : []),
  ];
  const list = useListParams<string>({
    filters: filterNames,
    defaultSort: 'installedOn',
    defaultOrder: 'desc',
    offered: { ...offeredOf(config.filters), ...WAITING_OFFERED },
    sorts: MODEM_SORTS,
  });
  const modems = useModems(name, list.pageQuery);
  const { table, cursor } = usePageCursor(modems, list);
  const decision = useModemDecision(moveOnAfter(cursor));
  useShortcutScope('decide', Boolean(config.review));
  const columns = useMemo(
    () => modemColumns(config.columns, { claims: config.claims }),
    [config.columns, config.claims],
  );
  const rowIds = useMemo(() => (table.data ?? []).map((modem) => modem.id), [table.data]);
  const division = useDivisionFilter(
    config.division,
    list.filters.division ?? '',
    { label: MODEM_LIST_TEXTS.divisionFilter, all: MODEM_LIST_TEXTS.allDivisions },
    'modems',
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {config.claims && (
              <StartReviewing
                queue="modem-decision"
                filters={list.exportQuery}
                onClaimed={() => list.show('claim', 'mine', 'stepSince', 'asc')}
                onStopped={() => list.resetFilter('claim')}
              />
            )}
            <ExportButton
              path={modemExportPath(name)}
              fallbackName={modemExportFallbackName(config.exportPrefix)}
              query={list.exportQuery}
            />
            {mapList && <MapLink role={role} list={mapList} filters={list.exportQuery} />}
          </>
        }
      />
      <ListToolbar
        list={list}
        search={{ placeholder: config.texts.searchPlaceholder }}
        filters={config.division ? [...config.filters, division] : config.filters}
        installedRange
        waiting
        officer={officer ? 'Modems' : undefined}
      />
      <ClaimsProvider kind="modems" ids={config.claims ? rowIds : NO_IDS}>
        <DataTable
          label={title}
          listId={`modems-${name}`}
          items={TABLE_ITEMS.modems}
          columns={columns}
          {...table}
          params={list}
          // SPEC §8: the server's message preferred, the list's own words when it gave none.
          texts={
            modems.isError
              ? { ...config.texts, error: errorMessage(modems.error, config.texts.error) }
              : config.texts
          }
          onRowClick={cursor.open}
          rowLabel={(modem) => MODEM_LIST_TEXTS.openRow(modem.modemSno)}
          maxHeight="70vh"
        />
      </ClaimsProvider>
      {cursor.current && (
        <ModemDetailsDialog
          modem={cursor.current}
          onClose={cursor.close}
          cursor={cursor}
          commentsLabel={config.commentsLabel}
          review={config.review ? decision : undefined}
        />
      )}
      {decision.dialog}
    </>
  );
}
