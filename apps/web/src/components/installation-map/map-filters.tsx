import { useSearchParams } from 'react-router';
import { FLAG_FILTER, MAP_SCREEN as T, type InstallationKind } from '@smms/shared';
import { DataTableFilter } from '@/components/data-table/data-table-filter';

export const MAP_LISTS = ['live', 'accepted', 'rejected'] as const;
export type MapList = 'all' | (typeof MAP_LISTS)[number];

/**
 * The map's filters, in its address as the lists keep theirs: which installations (every one, or a list's) and
 * the Flags filter. Every other parameter of the address (a division, a search) is passed on as the list's.
 */
export function useMapFilters() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('list');
  const list: MapList = (MAP_LISTS as readonly string[]).includes(asked ?? '') ? (asked as MapList) : 'all';
  const rest = Object.fromEntries([...params].filter(([key]) => key !== 'list'));
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
  return { list, rest, set };
}

/** The selects above the map. */
export function MapFilters({ kind }: { kind: InstallationKind }) {
  const { list, rest, set } = useMapFilters();
  const flag = FLAG_FILTER[kind];
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
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
    </div>
  );
}
