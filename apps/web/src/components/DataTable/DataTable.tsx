import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { useIsMobile } from '../../lib/use-is-mobile';
import { DataTableCards } from './DataTableCards';
import { DataTablePagination } from './DataTablePagination';
import { SkeletonCards, SkeletonRows, TableEmptyState, TableErrorState } from './DataTableStates';
import { RowActionsMenu } from './RowActionsMenu';
import { SortableHeader } from './SortableHeader';
import classes from './DataTable.module.css';
import type { TDataTableProps } from './types';

/** Skeleton rows shown on a first load: enough to fill the view, never a whole page of 100. */
const MAX_SKELETON_ROWS = 8;

/**
 * The one list table of the product: server-side paging and sorting, row selection, a row
 * menu and the loading / empty / error states. On phones rows turn into cards.
 */
export function DataTable<TRow>(props: TDataTableProps<TRow>) {
  const { label, columns, rows, getRowId, getRowLabel, paging, sort, onSortChange, selection, isRowSelectable } = props;
  const { rowActions, isLoading, isFetching, error, onRetry, empty } = props;
  const isMobile = useIsMobile();

  const selectableIds = (rows ?? []).filter((row) => isRowSelectable?.(row) ?? true).map(getRowId);
  const selectedOnPage = selectableIds.filter((id) => selection?.selectedIds.has(id));
  const isAllSelected = selectableIds.length > 0 && selectedOnPage.length === selectableIds.length;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    for (const id of selectableIds) {
      if (isAllSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  const toggleRow = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  const skeletonCount = Math.min(paging.limit, MAX_SKELETON_ROWS);
  const showError = Boolean(error) && !isFetching;
  const isEmpty = !isLoading && !showError && rows !== undefined && rows.length === 0;
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const body = (() => {
    if (showError) return <TableErrorState message={error ?? ''} onRetry={onRetry} />;
    if (isEmpty) return <TableEmptyState {...empty} />;
    return null;
  })();

  return (
    <section className={classes.wrapper} aria-label={label} aria-busy={isLoading || isFetching}>
      {isMobile ? (
        (body ??
        (isLoading || !rows ? (
          <SkeletonCards count={Math.min(skeletonCount, 4)} />
        ) : (
          <div className={isFetching ? classes.fetching : undefined}>
            <DataTableCards
              rows={rows}
              columns={columns}
              getRowId={getRowId}
              getRowLabel={getRowLabel}
              selection={selection}
              isRowSelectable={isRowSelectable}
              rowActions={rowActions}
            />
          </div>
        )))
      ) : (
        <div className={classes.scroll}>
          <Table aria-label={label} className={classes.table} verticalSpacing="xs" horizontalSpacing={10} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {selection ? (
                  <Table.Th className={classes.checkboxCell} scope="col">
                    <Checkbox
                      aria-label="Select all rows on this page"
                      checked={isAllSelected}
                      indeterminate={selectedOnPage.length > 0 && !isAllSelected}
                      disabled={selectableIds.length === 0}
                      onChange={toggleAll}
                    />
                  </Table.Th>
                ) : null}
                {columns.map((column) => (
                  <SortableHeader key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
                ))}
                {rowActions ? (
                  <Table.Th className={classes.actionsCell} scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className={isFetching && !isLoading ? classes.fetching : undefined}>
              {body ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>{body}</Table.Td>
                </Table.Tr>
              ) : isLoading || !rows ? (
                <SkeletonRows columnCount={columnCount} rowCount={skeletonCount} />
              ) : (
                rows.map((row) => {
                  const id = getRowId(row);
                  const isSelected = selection?.selectedIds.has(id) ?? false;
                  return (
                    <Table.Tr key={id} className={isSelected ? classes.selectedRow : undefined} aria-selected={selection ? isSelected : undefined}>
                      {selection ? (
                        <Table.Td className={classes.checkboxCell}>
                          {(isRowSelectable?.(row) ?? true) ? (
                            <Checkbox aria-label={`Select ${getRowLabel(row)}`} checked={isSelected} onChange={() => toggleRow(id)} />
                          ) : null}
                        </Table.Td>
                      ) : null}
                      {columns.map((column) => (
                        <Table.Td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                      {rowActions ? (
                        <Table.Td className={classes.actionsCell}>
                          <RowActionsMenu label={getRowLabel(row)} actions={rowActions(row)} />
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {showError || isEmpty ? null : <DataTablePagination paging={paging} isCompact={isMobile} />}
    </section>
  );
}
