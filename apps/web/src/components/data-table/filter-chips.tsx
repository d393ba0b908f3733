import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ListFilter } from './list-toolbar';
import { TABLE_TEXTS } from './texts';
import type { ListParams } from './use-list-params';

/** A filter's name on its chip: its own, or its select's name without " filter" ("Division filter"). */
const chipName = (filter: ListFilter) => filter.chip ?? filter.label.replace(/\s+filter$/i, '');

const optionLabel = (filter: ListFilter, value: string) => {
  if (!value) return filter.all;
  const option = filter.options.find((o) => (typeof o === 'string' ? o : o.value) === value);
  return option === undefined ? value : typeof option === 'string' ? option : option.label;
};

function Chip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-3 text-sm">
      <span className="max-w-[min(22rem,75vw)] truncate" title={text}>
        {text}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={TABLE_TEXTS.removeChip(text)}
        title={TABLE_TEXTS.removeChip(text)}
        className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The search and every filter in force, each a chip that removes it, and "Clear filters" for those the user
 * chose; removing a chosen one puts the list's default back. A filter the list applies by default (a review queue
 * opening on what awaits the reviewer) shows too (issue 38: no hidden filter): removing it shows the whole list.
 * Nothing while the list shows everything.
 */
export function FilterChips<F extends string>({
  list,
  filters,
  more = [],
}: {
  list: ListParams<F>;
  filters: readonly ListFilter<F>[];
  /** Chips of filters that are not one select (the Installed range, the field officer), worded by their owner. */
  more?: readonly { key: string; text: string; onRemove: () => void }[];
}) {
  const inForce = filters.filter(
    (filter) => list.changedFilters.includes(filter.param) || Boolean(list.filters[filter.param]),
  );
  if (!list.filtered && inForce.length === 0 && more.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={TABLE_TEXTS.activeFilters} className="flex flex-wrap items-center gap-2">
        {list.q && <Chip text={`${TABLE_TEXTS.searchChip}: ${list.q}`} onRemove={() => list.setSearch('')} />}
        {inForce.map((filter) => (
          <Chip
            key={filter.param}
            text={`${chipName(filter)}: ${optionLabel(filter, list.filters[filter.param] ?? '')}`}
            onRemove={() =>
              list.changedFilters.includes(filter.param)
                ? list.resetFilter(filter.param)
                : list.setFilter(filter.param, '')
            }
          />
        ))}
        {more.map((chip) => (
          <Chip key={chip.key} text={chip.text} onRemove={chip.onRemove} />
        ))}
      </ul>
      {list.filtered && (
        <Button variant="link" size="sm" className="h-auto px-1" onClick={list.clearFilters}>
          {TABLE_TEXTS.clearFilters}
        </Button>
      )}
    </div>
  );
}
