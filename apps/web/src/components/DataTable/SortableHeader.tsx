import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import classes from './DataTable.module.css';
import type { TDataTableColumn, TDataTableSort } from './types';

interface TSortableHeaderProps<TRow> {
  column: TDataTableColumn<TRow>;
  sort?: TDataTableSort;
  onSortChange?: (sort: TDataTableSort) => void;
}

/**
 * A column header; sortable ones hold a button and announce their order through aria-sort. A
 * header longer than its column wraps to two lines and is cut there, the whole of it in the
 * title (the header's accessible name stays whole: the cut is drawn, not written).
 */
export function SortableHeader<TRow>({ column, sort, onSortChange }: TSortableHeaderProps<TRow>) {
  const style = { width: column.width, textAlign: column.align ?? 'left' } as const;
  const text = (
    <span className={classes.headerText} title={column.header}>
      {column.header}
    </span>
  );
  if (!column.sortKey || !onSortChange) {
    return (
      <Table.Th scope="col" style={style}>
        {text}
      </Table.Th>
    );
  }
  const isActive = sort?.key === column.sortKey;
  const direction = isActive ? sort.direction : undefined;
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  // A first click sorts ascending; clicking the sorted column flips it.
  const next = { key: column.sortKey, direction: direction === 'asc' ? 'desc' : 'asc' } as const;
  return (
    <Table.Th scope="col" style={style} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSortChange(next)}>
        {text}
        <Icon aria-hidden size={14} className={isActive ? classes.sortIconActive : classes.sortIcon} />
      </UnstyledButton>
    </Table.Th>
  );
}
