import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { RowActionsMenu } from './RowActionsMenu';
import classes from './DataTable.module.css';
import type { TDataTableProps } from './types';

type TCardProps<TRow> = Pick<TDataTableProps<TRow>, 'columns' | 'getRowId' | 'getRowLabel' | 'selection' | 'isRowSelectable' | 'rowActions'> & {
  rows: readonly TRow[];
};

/** Phones: each row becomes a card, first column as its title and the rest as label/value lines. */
export function DataTableCards<TRow>({ rows, columns, getRowId, getRowLabel, selection, isRowSelectable, rowActions }: TCardProps<TRow>) {
  const [titleColumn, ...detailColumns] = columns;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const id = getRowId(row);
        const label = getRowLabel(row);
        const isSelected = selection?.selectedIds.has(id) ?? false;
        const toggle = () => {
          if (!selection) return;
          const next = new Set(selection.selectedIds);
          if (isSelected) next.delete(id);
          else next.add(id);
          selection.onChange(next);
        };
        return (
          <li key={id} className={`${classes.card} ${isSelected ? classes.selectedRow : ''}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                {selection && (isRowSelectable?.(row) ?? true) ? (
                  <Checkbox mt={2} aria-label={`Select ${label}`} checked={isSelected} onChange={toggle} />
                ) : null}
                <div style={{ minWidth: 0, flex: 1 }}>{titleColumn?.render(row)}</div>
              </Group>
              {rowActions ? <RowActionsMenu label={label} actions={rowActions(row)} /> : null}
            </Group>
            <Stack gap={6} mt="sm">
              {detailColumns
                .filter((column) => !column.hideOnCard)
                .map((column) => (
                  <Group key={column.key} gap="sm" wrap="nowrap" align="flex-start">
                    <Text className={classes.cardLabel}>{column.header}</Text>
                    <div style={{ minWidth: 0, flex: 1, fontSize: 'var(--mantine-font-size-sm)' }}>{column.render(row)}</div>
                  </Group>
                ))}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
