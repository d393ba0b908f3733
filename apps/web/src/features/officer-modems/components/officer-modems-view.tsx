import type { ReactNode } from 'react';
import {
  FLAG_FILTER,
  fullName,
  MODEM_LIST_TEXTS,
  OFFICER_MODEMS_TEXTS as T,
  TABLE_ITEMS,
  type Modem,
} from '@smms/shared';
import {
  DataTable,
  ExportButton,
  INSTALLED_RANGE_PARAMS,
  ListToolbar,
  offeredOf,
  useListParams,
} from '@/components/data-table';
import { usePageCursor, type ListCursor } from '@/components/review/use-list-cursor';
import { PageHeader } from '@/components/layout/page-header';
import { NoOfficer } from '@/components/layout/no-officer';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useOfficerByPhone } from '../api/find-officer';
import {
  OFFICER_MODEMS_EXPORT_FALLBACK_NAME,
  officerModemsExportPath,
  useOfficerModemCounts,
  useOfficerModems,
} from '../api/get-officer-modems';
import { OFFICER_MODEMS_UI as UI } from '../texts';
import { officerModemColumns } from './officer-modems-columns';
import { OfficerModemTiles } from './officer-modem-tiles';

interface OfficerModemsViewProps {
  phone: string | undefined;
  /** From the officer list's navigation state. */
  officerName?: string;
  back: { to: string; label: string };
  /** The modem's details, opened from a row with Previous/Next through the officer's list (the app wires the dialog). */
  details?: (open: { modem: Modem; cursor: ListCursor<Modem>; onClose: () => void }) => ReactNode;
}

const isPhone = (value: string | undefined): value is string => /^\d{10}$/.test(value ?? '');

/**
 * "Modems by {officer}" (SPEC §2.6): header, tiles from the officer's counts (of the modems installed in the range
 * when one is chosen), search, the Flags filter (issue 42), Export and the table.
 */
export function OfficerModemsView({ phone, ...props }: OfficerModemsViewProps) {
  if (!isPhone(phone))
    return <NoOfficer message={T.invalidPhone} back={{ to: props.back.to, label: T.goBack }} />;
  return <OfficerModems phone={phone} {...props} />;
}

function OfficerModems({ phone, officerName, back, details }: OfficerModemsViewProps & { phone: string }) {
  const list = useListParams<string>({
    filters: ['stage', 'flag', ...INSTALLED_RANGE_PARAMS],
    offered: offeredOf([FLAG_FILTER.modem]),
  });
  const officer = useOfficerByPhone(phone);
  const modems = useOfficerModems(phone, list.pageQuery);
  const { table, cursor } = usePageCursor(modems, list);
  const { installedFrom, installedTo } = list.filters;
  const inRange = Boolean(installedFrom || installedTo);
  // The tiles count what the range holds: the officer's own counts without one, the server's count with one.
  const inRangeCounts = useOfficerModemCounts(phone, { installedFrom, installedTo });
  const officerCounts = officer.data?.counts.modems;
  const counts = inRange ? inRangeCounts.data : officerCounts;
  const name = officerName || (officer.data ? fullName(officer.data) : '') || T.defaultName;
  const total = officerCounts?.total ?? modems.data?.total;

  // An unknown phone (the server's 404): said so with the way back, not a failure whose Retry cannot succeed.
  if (isApiError(modems.error) && modems.error.status === 404)
    return <NoOfficer message={T.noOfficerWithPhone(phone)} back={{ to: back.to, label: T.goBack }} />;

  return (
    <>
      <PageHeader
        title={`${T.titlePrefix} ${name}`}
        description={[UI.officerPhone(phone), total === undefined ? '' : UI.modemTotal(total)]
          .filter(Boolean)
          .join(' · ')}
        back={back}
        actions={
          <ExportButton
            path={officerModemsExportPath(phone)}
            fallbackName={OFFICER_MODEMS_EXPORT_FALLBACK_NAME}
            query={list.exportQuery}
          />
        }
      />
      <OfficerModemTiles
        counts={counts}
        stage={list.filters.stage ?? ''}
        onStage={(stage) => list.setFilter('stage', stage)}
      />
      {inRange && <p className="-mt-3 mb-4 text-sm text-muted-foreground">{UI.tilesInRange}</p>}
      <ListToolbar
        list={list}
        search={{ placeholder: UI.modemSearchPlaceholder, label: UI.searchModems }}
        filters={[FLAG_FILTER.modem]}
        installedRange
      />
      <DataTable
        label={UI.modemsTable}
        listId="officer-modems"
        items={TABLE_ITEMS.modems}
        columns={officerModemColumns}
        {...table}
        params={list}
        // SPEC §8: the server's message preferred (a date it refuses, say), the page's own words when it gave none.
        texts={{
          loading: UI.loadingModems,
          empty: UI.noModems,
          error: modems.isError ? errorMessage(modems.error, T.loadError) : T.loadError,
        }}
        onRowClick={details && cursor.open}
        rowLabel={(modem) => MODEM_LIST_TEXTS.openRow(modem.modemSno)}
      />
      {details && cursor.current && details({ modem: cursor.current, cursor, onClose: cursor.close })}
    </>
  );
}
