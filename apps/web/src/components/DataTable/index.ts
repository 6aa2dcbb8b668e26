export { DataTable } from './DataTable';
export { ListToolbar } from './ListToolbar';
export { FILTER_PROPS, manyFilter, oneFilter } from './list-filters';
export { tableProps, toolbarProps } from './list-page-props';
export { useTabPaging } from './use-tab-paging';
export { useUrlListState, type TUrlListState } from './use-url-list-state';
export { useUrlSearchInput } from './use-url-search-input';
export type { TDataTableColumn, TDataTableRowAction, TDataTableSort, TPageQuery, TSortDirection } from './types';
