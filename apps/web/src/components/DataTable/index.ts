export { DataTable } from './DataTable';
export { ListToolbar } from './ListToolbar';
export { useTabPaging } from './use-tab-paging';
export { useUrlListState, type TUrlListState } from './use-url-list-state';
export type { TDataTableColumn, TDataTableRowAction, TDataTableSort, TPageQuery, TSortDirection } from './types';
