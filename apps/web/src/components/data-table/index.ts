export { DataTable, type DataTableProps } from './data-table';
export type { TableStatus, TableTexts } from './data-table-body';
export { DataTableFilter } from './data-table-filter';
export { ExportButton } from './export-button';
export { DataTableSearch, SEARCH_DELAY_MS } from './data-table-search';
export { TABLE_TEXTS } from './texts';
export {
  useListParams,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type ListParams,
  type ListParamsConfig,
  type SortOrder,
} from './use-list-params';
