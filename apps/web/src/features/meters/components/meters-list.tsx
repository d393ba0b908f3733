import { useMemo, useState } from 'react';
import { METER_LIST_TEXTS, type ConsoleRole, type Meter } from '@smms/shared';
import {
  DataTable,
  ExportButton,
  ListToolbar,
  pageQueryProps,
  useDivisionFilter,
  useListParams,
} from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { METER_EXPORT_PATH, meterExportFallbackName, meterExportQuery } from '../api/export-meters';
import { useMeters } from '../api/get-meters';
import { meterListConfig, type MeterListPage } from '../screens';
import { MeterDetailsDialog } from './meter-details-dialog';
import { meterColumns } from './meters-columns';

interface MetersListProps {
  role: ConsoleRole;
  page: MeterListPage;
  title: string;
}

/** One meter list screen of SPEC §2.5: search, filters, Export of every matching row, table, details. */
export function MetersList({ role, page, title }: MetersListProps) {
  const config = meterListConfig(role, page);
  const filterNames = config.divisionFilter ? [config.filter.param, 'division'] : [config.filter.param];
  const list = useListParams<string>({
    filters: filterNames,
    defaultSort: 'installedOn',
    defaultOrder: 'desc',
  });
  const query = useMemo(() => ({ stage: config.stage, ...list.pageQuery }), [config.stage, list.pageQuery]);
  const meters = useMeters(query);
  const columns = useMemo(() => meterColumns({ reason: config.reasonColumn }), [config.reasonColumn]);
  const [selected, setSelected] = useState<Meter | null>(null);
  const division = useDivisionFilter(config.divisionFilter, list.filters.division ?? '', {
    label: METER_LIST_TEXTS.divisionFilter,
    all: METER_LIST_TEXTS.allDivisions,
  });

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ExportButton
            path={METER_EXPORT_PATH}
            fallbackName={meterExportFallbackName(config.stage)}
            query={meterExportQuery(config.stage, list.exportQuery)}
          />
        }
      />
      <ListToolbar
        list={list}
        search={{ placeholder: config.texts.searchPlaceholder }}
        filters={config.divisionFilter ? [config.filter, division] : [config.filter]}
      />
      <DataTable
        label={title}
        columns={columns}
        {...pageQueryProps(meters)}
        params={list}
        texts={config.texts}
        onRowClick={config.details ? setSelected : undefined}
        rowLabel={(meter) => METER_LIST_TEXTS.openRow(meter.meterSno)}
        maxHeight={config.tall ? '70vh' : '600px'}
      />
      {selected && (
        <MeterDetailsDialog
          meter={selected}
          onClose={() => setSelected(null)}
          techSupport={config.techSupportDetails}
          techSupportUpdate={config.techSupportUpdate}
          canEdit={config.canEdit}
        />
      )}
    </>
  );
}
