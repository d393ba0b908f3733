import { useSearchParams } from 'react-router';
import { FLAG_FILTER, MAP_SCREEN as T, type InstallationKind } from '@smms/shared';
import { DataTableFilter } from '@/components/data-table/data-table-filter';
import { Button } from '@/components/ui/button';

export const MAP_LISTS = ['live', 'accepted', 'rejected'] as const;
export type MapList = 'all' | (typeof MAP_LISTS)[number];
export const MAP_LIST_PARAM = 'list';

/** Which map list shows a kind's list (`lists`: each map list's list of that kind), if any does. */
export const mapListOf = <V,>(lists: Record<MapList, V>, value: V): MapList | undefined =>
  (Object.keys(lists) as MapList[]).find((list) => lists[list] === value);

/**
 * The map's filters, in its address as the lists keep theirs: which installations (every one, or a list's) and
 * the Flags filter. Every other parameter of the address (a division, a search) is passed on as the list's.
 */
export function useMapFilters() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(MAP_LIST_PARAM);
  const list: MapList = (MAP_LISTS as readonly string[]).includes(asked ?? '') ? (asked as MapList) : 'all';
  const rest = Object.fromEntries([...params].filter(([key]) => key !== MAP_LIST_PARAM));
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  /** Drops the filters a list passed on (every one but the list and `keep`). */
  const clearOthers = (keep: string) =>
    setParams(
      (current) =>
        new URLSearchParams([...current].filter(([key]) => key === MAP_LIST_PARAM || key === keep)),
      { replace: true },
    );
  return { list, rest, set, clearOthers };
}

/**
 * The selects above the map; and, when the map was opened from a list ("View on map"), a line saying that the
 * list's other filters (its search, review, division...) hold too, with a button that drops them.
 */
export function MapFilters({ kind }: { kind: InstallationKind }) {
  const { list, rest, set, clearOthers } = useMapFilters();
  const flag = FLAG_FILTER[kind];
  const carried = Object.keys(rest).some((key) => key !== flag.param);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <DataTableFilter
        label={T.listLabel}
        value={list === 'all' ? '' : list}
        allLabel={T.lists.all}
        options={MAP_LISTS.map((value) => ({ value, label: T.lists[value] }))}
        onChange={(value) => set('list', value)}
      />
      <DataTableFilter
        label={flag.label}
        value={rest[flag.param] ?? ''}
        allLabel={flag.all}
        options={flag.options}
        onChange={(value) => set(flag.param, value)}
      />
      {carried && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="status">
          {T.carried}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => clearOthers(flag.param)}>
            {T.clearCarried}
          </Button>
        </p>
      )}
    </div>
  );
}
