import { METER_LIST_TEXTS } from '@smms/shared';
import { DataTableFilter, DataTableSearch, type ListParams } from '@/components/data-table';
import { useMeterDivisions } from '../api/get-divisions';
import type { MeterListConfig } from '../screens';

interface ToolbarProps {
  config: MeterListConfig;
  list: ListParams<string>;
}

/** Search, the list's filter and (super admin) the division filter, all kept in the URL. */
export function MetersToolbar({ config, list }: ToolbarProps) {
  const { filter, texts } = config;
  const divisions = useMeterDivisions(config.divisionFilter);
  const division = list.filters.division ?? '';
  const divisionOptions = divisions.data ?? [];
  // A bookmarked division shows even before (or without) the options arriving.
  const options =
    division && !divisionOptions.includes(division) ? [division, ...divisionOptions] : divisionOptions;

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <DataTableSearch value={list.q} onSearch={list.setSearch} placeholder={texts.searchPlaceholder} />
      <DataTableFilter
        label={filter.label}
        allLabel={filter.all}
        options={filter.options}
        value={list.filters[filter.param] ?? ''}
        onChange={(value) => list.setFilter(filter.param, value)}
      />
      {config.divisionFilter && (
        <DataTableFilter
          label={METER_LIST_TEXTS.divisionFilter}
          allLabel={METER_LIST_TEXTS.allDivisions}
          options={options}
          value={division}
          onChange={(value) => list.setFilter('division', value)}
        />
      )}
    </div>
  );
}
