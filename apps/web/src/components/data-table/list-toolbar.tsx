import type { ReactNode } from 'react';
import type { View } from '@smms/shared';
import { cn } from '@/lib/utils';
import { DataTableFilter } from './data-table-filter';
import { DataTableSearch } from './data-table-search';
import { FilterChips } from './filter-chips';
import { InstalledRangeFilter, installedRangeChip } from './installed-range-filter';
import { OfficerFilter, useOfficerChip } from './officer-filter';
import { waitingChips } from './waiting-chips';
import type { ListParams } from './use-list-params';

/** One filter of a list: its URL parameter, the select's name, its "no filter" option and the options. */
export interface ListFilter<F extends string = string> {
  param: F;
  label: string;
  /** The filter's name on its chip; its label without " filter" unless given. */
  chip?: string;
  all: string;
  options: readonly (string | { value: string; label: string })[];
}

interface ListToolbarProps<F extends string> {
  list: ListParams<F>;
  /** The search box; a row of filters alone has none. */
  search?: { placeholder: string; label?: string };
  filters: readonly ListFilter<F>[];
  /** More controls at the end of the row, e.g. "More Filters". */
  children?: ReactNode;
  className?: string;
  /** The filters whose chips show under the row (its own unless given); none with `false`. */
  chips?: readonly ListFilter<F>[] | false;
  /** The Installed range (installedFrom, installedTo among the list's filters): every meter and modem list. */
  installedRange?: boolean;
  /** The field officer filter (officerId among the list's filters), over the officers of this view. */
  officer?: View;
  /** The step, circle and division a waits table's row opens the list with (WAITING_PARAMS among its filters). */
  waiting?: boolean;
}

/** A list's search and filters, all kept in the URL (STYLE §4), and the chips of those in force. */
export function ListToolbar<F extends string>(props: ListToolbarProps<F>) {
  const { list, search, filters, children, className = 'mb-4', chips = filters } = props;
  const officerChip = useOfficerChip(list, Boolean(props.officer));
  const more = [
    ...(props.waiting ? waitingChips(list, !filters.some((f) => f.param === 'division')) : []),
    ...(props.installedRange ? installedRangeChip(list) : []),
    ...officerChip,
  ];
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {/* Aligned at the top: the search's hint under its box (issue 12) must not push the filters down. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {search && (
          // The box takes the room the filters leave, so its placeholder (what the search looks in) can be read
          // whole; below 36rem beside them, it takes a line of its own.
          <DataTableSearch
            value={list.q}
            onSearch={list.setSearch}
            placeholder={search.placeholder}
            label={search.label}
            className="sm:max-w-none sm:min-w-72 sm:flex-1 sm:basis-xl"
          />
        )}
        {filters.map((filter) => (
          <DataTableFilter
            key={filter.param}
            label={filter.label}
            allLabel={filter.all}
            options={filter.options}
            value={list.filters[filter.param] ?? ''}
            onChange={(value) => list.setFilter(filter.param, value)}
          />
        ))}
        {props.officer && <OfficerFilter list={list} view={props.officer} />}
        {props.installedRange && <InstalledRangeFilter list={list} />}
        {children}
      </div>
      {chips && <FilterChips list={list} filters={chips} more={more} />}
    </div>
  );
}
