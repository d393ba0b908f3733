import { flexRender, type Table } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { TABLE_CONTROLS } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { NativeSelect } from '@/components/ui/native-select';
import { columnLabel, isActionsColumn, isSelectColumn } from './column-meta';
import type { ListParams } from './use-list-params';

/** The columns a user may hide: every one but the row's checkbox and actions. */
export const hideableColumns = <T,>(table: Table<T>) =>
  table.getAllLeafColumns().filter((c) => c.getCanHide() && !isSelectColumn(c) && !isActionsColumn(c));

/** "Columns": a tick per column the user may hide; the choice is kept per list and user. */
function ColumnsMenu<T>({ table }: { table: Table<T> }) {
  const columns = hideableColumns(table);
  if (columns.length < 2) return null;
  return (
    // Not modal: the list stays readable (and unhidden to screen readers) while columns come and go.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          {TABLE_CONTROLS.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>{TABLE_CONTROLS.columnsMenu}</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            // The menu stays open so several columns can be chosen in a row.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(on) => column.toggleVisibility(on)}
          >
            {columnLabel(column)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The list's own order, when it is by a field no column shows (Sort by offers it first). */
type ListOrder = Partial<Pick<ListParams, 'defaultSort'>>;

const sortValue = (id: string, desc: boolean) => `${id}:${desc ? 'desc' : 'asc'}`;

/** On cards the headers are not shown: the order is chosen here, column and direction at once. */
function SortSelect<T>({ table, params }: { table: Table<T>; params: ListOrder }) {
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort());
  const [current] = table.getState().sorting;
  if (sortable.length === 0) return null;
  // Without it the select would show the first column's order while the rows are in another.
  const { defaultSort } = params;
  const ownOrder = defaultSort && !sortable.some((c) => c.id === defaultSort) ? defaultSort : undefined;
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      {TABLE_CONTROLS.sortBy}
      <NativeSelect
        className="min-w-0 flex-1"
        value={current ? sortValue(current.id, current.desc) : ''}
        onChange={(event) => {
          const [id, order] = event.target.value.split(':');
          if (id) table.setSorting([{ id, desc: order === 'desc' }]);
        }}
      >
        {!current && <option value="" />}
        {ownOrder &&
          (['desc', 'asc'] as const).map((order) => (
            <option key={order} value={sortValue(ownOrder, order === 'desc')}>
              {TABLE_CONTROLS.listOrder(order)}
            </option>
          ))}
        {sortable.flatMap((column) => [
          <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
            {TABLE_CONTROLS.ascending(columnLabel(column))}
          </option>,
          <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
            {TABLE_CONTROLS.descending(columnLabel(column))}
          </option>,
        ])}
      </NativeSelect>
    </label>
  );
}

/** Above the rows: the Columns menu, and on cards the Sort by select and the page's checkbox. */
export function DataTableBar<T>({
  table,
  cards,
  params,
}: {
  table: Table<T>;
  cards: boolean;
  params: ListOrder;
}) {
  const selectHeader = cards
    ? table.getFlatHeaders().find((header) => isSelectColumn(header.column))
    : undefined;
  const menu = <ColumnsMenu table={table} />;
  if (!cards && hideableColumns(table).length < 2) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 border-b px-3 py-2">
      {selectHeader && (
        <span className="mr-auto flex items-center">
          {flexRender(selectHeader.column.columnDef.header, selectHeader.getContext())}
        </span>
      )}
      {cards && <SortSelect table={table} params={params} />}
      {menu}
    </div>
  );
}
