import { useMemo, useState } from 'react';
import {
  fullName,
  METER_LIST_TEXTS,
  OFFICER_FILTER_WORDS,
  OFFICER_METER_FILTERS,
  OFFICER_METERS_TEXTS as T,
  OFFICER_MODEMS_TEXTS,
  type Meter,
  TABLE_ITEMS,
} from '@smms/shared';
import {
  DataTable,
  ExportButton,
  INSTALLED_RANGE_PARAMS,
  ListToolbar,
  pageQueryProps,
  useListParams,
  type ListFilter,
} from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { NoOfficer } from '@/components/layout/no-officer';
import { isApiError } from '@/lib/api-client';
import { useOfficer } from '@/lib/api/get-officer';
import { METER_EXPORT_PATH, OFFICER_METERS_EXPORT_FALLBACK_NAME } from '../api/export-meters';
import { useMeters } from '../api/get-meters';
import { OFFICER_METERS_UI as UI } from '../texts';
import { MeterDetailsDialog } from './meter-details-dialog';
import { meterColumns } from './meters-columns';

/** The lists the officer's count columns count (lifecycle OFFICER_FILTER_RULES), each by the word it shows. */
const STATUS_FILTER: ListFilter = {
  param: 'officerStatus',
  label: UI.statusFilter,
  all: T.allStatus,
  options: OFFICER_METER_FILTERS.map((value) => ({ value, label: OFFICER_FILTER_WORDS[value] })),
};

interface OfficerMetersListProps {
  /** From the URL. */
  officerId: number;
  /** From the officer list's navigation state; absent on a bookmark or reload. */
  officerName?: string;
  back: { to: string; label: string };
}

/**
 * One officer's meters (SPEC §2.6): the meter list narrowed to one officer, in that page's Status words,
 * with a row menu to view or edit a meter. It works from the id in the URL, so a bookmark or a reload
 * works too; the name comes from the navigation state, else from GET /users/{id}.
 */
export function OfficerMetersList({ officerId, officerName, back }: OfficerMetersListProps) {
  const list = useListParams<string>({
    filters: [STATUS_FILTER.param, ...INSTALLED_RANGE_PARAMS],
    defaultSort: 'installedOn',
  });
  const valid = Number.isInteger(officerId) && officerId > 0;
  const meters = useMeters(list.pageQuery, officerId, valid);
  const officer = useOfficer(officerId, valid && !officerName);
  const [selected, setSelected] = useState<{ meter: Meter; edit: boolean } | null>(null);
  const columns = useMemo(
    () =>
      meterColumns({
        status: 'officerMeters',
        actions: {
          onViewDetails: (meter) => setSelected({ meter, edit: false }),
          onEdit: (meter) => setSelected({ meter, edit: true }),
        },
      }),
    [],
  );
  const name =
    officerName || (officer.data ? fullName(officer.data) : '') || OFFICER_MODEMS_TEXTS.defaultName;

  if (!valid || [meters.error, officer.error].some((e) => isApiError(e) && e.status === 404))
    return <NoOfficer message={T.noOfficer} back={back} />;

  return (
    <>
      <PageHeader
        title={T.title(name)}
        description={T.subtitle}
        back={back}
        actions={
          <ExportButton
            path={METER_EXPORT_PATH}
            fallbackName={OFFICER_METERS_EXPORT_FALLBACK_NAME}
            query={{ officerId, ...list.exportQuery }}
          />
        }
      />
      <ListToolbar
        list={list}
        search={{ placeholder: UI.metersSearchPlaceholder, label: UI.searchMeters }}
        filters={[STATUS_FILTER]}
        installedRange
      />
      <DataTable
        label={UI.metersTable}
        listId="officer-meters"
        items={TABLE_ITEMS.meters}
        columns={columns}
        {...pageQueryProps(meters)}
        params={list}
        texts={{ loading: METER_LIST_TEXTS.loading, empty: T.empty, error: T.loadError }}
        onRowClick={(meter) => setSelected({ meter, edit: false })}
        rowLabel={(meter) => METER_LIST_TEXTS.openRow(meter.meterSno)}
      />
      {selected && (
        <MeterDetailsDialog
          meter={selected.meter}
          canEdit
          startEditing={selected.edit}
          onClose={() => setSelected(null)}
        />
      )}
    </>
  );
}
