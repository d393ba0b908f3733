import { useMemo } from 'react';
import {
  METER_LIST_TEXTS,
  OFFICER_METER_FILTERS,
  OFFICER_METERS_TEXTS as T,
  OFFICER_MODEMS_TEXTS,
  fullName,
} from '@smms/shared';
import { DataTable, DataTableFilter, DataTableSearch, useListParams } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { isApiError } from '@/lib/api-client';
import { EXPORT_FALLBACK_NAMES } from '../../api/export-users';
import { useOfficer } from '../../api/get-officer';
import { OFFICER_METERS_EXPORT_PATH, useOfficerMeters } from '../../api/get-officer-meters';
import { USERS_UI } from '../../texts';
import { ExportButton } from '@/components/data-table';
import { NoOfficer } from '../people/no-officer';
import { officerMeterColumns, type OfficerMeterActions } from './officer-meters-columns';

interface OfficerMetersListProps extends OfficerMeterActions {
  /** From the URL. */
  officerId: number;
  /** From the officer list's navigation state; absent on a bookmark or reload. */
  officerName?: string;
  back: { to: string; label: string };
}

/**
 * One officer's meters (SPEC §2.6). The list works from the id in the URL, so a bookmark or a reload
 * works too; the name comes from the navigation state, else from GET /users/{id}.
 */
export function OfficerMetersList({
  officerId,
  officerName,
  back,
  onViewDetails,
  onEdit,
}: OfficerMetersListProps) {
  const list = useListParams<'officerStatus'>({ filters: ['officerStatus'], defaultSort: 'installedOn' });
  const valid = Number.isInteger(officerId) && officerId > 0;
  const meters = useOfficerMeters(officerId, list.pageQuery, valid);
  const columns = useMemo(() => officerMeterColumns({ onViewDetails, onEdit }), [onViewDetails, onEdit]);
  const officer = useOfficer(officerId, valid && !officerName);
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
            path={OFFICER_METERS_EXPORT_PATH}
            fallbackName={EXPORT_FALLBACK_NAMES.officerMeters}
            query={{ officerId, ...list.exportQuery }}
          />
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <DataTableSearch
          value={list.q}
          onSearch={list.setSearch}
          placeholder={USERS_UI.metersSearchPlaceholder}
          label={USERS_UI.searchMeters}
        />
        <DataTableFilter
          label={USERS_UI.statusFilter}
          allLabel={T.allStatus}
          options={OFFICER_METER_FILTERS}
          value={list.filters.officerStatus}
          onChange={(value) => list.setFilter('officerStatus', value)}
        />
      </div>
      <DataTable
        label={USERS_UI.metersTable}
        columns={columns}
        data={meters.data?.data}
        total={meters.data?.total ?? 0}
        params={list}
        texts={{ loading: METER_LIST_TEXTS.loading, empty: T.empty, error: T.loadError }}
        status={{
          isLoading: meters.isPending,
          isError: meters.isError,
          isFetching: meters.isFetching,
          onRetry: () => void meters.refetch(),
        }}
        getRowId={(meter) => String(meter.id)}
        onRowClick={onViewDetails}
        rowLabel={(meter) => METER_LIST_TEXTS.openRow(meter.meterSno)}
      />
    </>
  );
}
