export { DataTable, type DataTableProps } from './data-table';
export type { TableStatus, TableTexts } from './data-table-body';
export { DataTableFilter } from './data-table-filter';
export { ExportButton, type ExportButtonProps } from './export-button';
export { pageQueryProps } from './page-query-props';
export { withCurrent } from './with-current';
export { DataTableSearch, SEARCH_DELAY_MS } from './data-table-search';
export { ListToolbar, type ListFilter } from './list-toolbar';
export { useDivisionFilter } from './use-division-filter';
export { TABLE_TEXTS } from './texts';
export { usePaging } from './use-paging';
export {
  useListParams,
  ALL_FILTER,
  PAGE_SIZE_OPTIONS,
  type ListParams,
  type ListParamsConfig,
} from './use-list-params';
export { selectionColumn, useRowSelection, type RowSelection } from './row-selection';
export { focusList, focusRowAfterLeaving, focusRowOnClose } from './focus-row';
export { INSTALLED_RANGE_PARAMS } from './installed-range-filter';
export { OFFICER_PARAM } from './officer-filter';
export { WAITING_OFFERED, WAITING_PARAMS } from './waiting-chips';
export { offeredOf } from './offered';
