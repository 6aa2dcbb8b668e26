import type { ReactNode } from 'react';

export type TSortDirection = 'asc' | 'desc';

export interface TDataTableSort {
  key: string;
  direction: TSortDirection;
}

export interface TDataTableColumn<TRow> {
  key: string;
  header: string;
  render: (row: TRow) => ReactNode;
  /** The server's sort field; columns without one are not sortable. */
  sortKey?: string;
  width?: number | string;
  /** Right-aligned numbers line up when scanned down a column. */
  align?: 'left' | 'right';
  /** On phones the first column is the card title; others can be left off the card. */
  hideOnCard?: boolean;
}

export interface TDataTableRowAction {
  label: string;
  icon?: ReactNode;
  /** Destructive actions are red and separated from the rest. */
  isDestructive?: boolean;
  onSelect: () => void;
}

export interface TDataTableSelection {
  selectedIds: ReadonlySet<string>;
  onChange: (ids: ReadonlySet<string>) => void;
}

/** What a paged table reads of its query: a `useQuery` result whose data is one page. */
export interface TPageQuery<TRow> {
  data: { data: TRow[]; total: number } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TDataTablePaging {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

export interface TDataTableProps<TRow> {
  /** Names the table for assistive technology, e.g. "Contacts". */
  label: string;
  columns: readonly TDataTableColumn<TRow>[];
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  /** How a row is named in "Actions for …" and "Select …". */
  getRowLabel: (row: TRow) => string;
  paging: TDataTablePaging;
  sort?: TDataTableSort;
  onSortChange?: (sort: TDataTableSort) => void;
  selection?: TDataTableSelection;
  /** Rows may not all be selectable (e.g. one's own account). */
  isRowSelectable?: (row: TRow) => boolean;
  rowActions?: (row: TRow) => readonly TDataTableRowAction[];
  isLoading: boolean;
  /** A refetch with rows already on screen: dim them instead of blanking the table. */
  isFetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}
