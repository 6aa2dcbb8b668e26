import { Group, Pagination, Select, Text } from '@mantine/core';
import { ITEMS_PER_PAGE_OPTIONS } from '@procura/shared';
import classes from './DataTable.module.css';
import type { TDataTablePaging } from './types';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** "1–10 of 42", the page buttons and the rows-per-page choice under a table. */
export function DataTablePagination({ paging, isCompact }: { paging: TDataTablePaging; isCompact: boolean }) {
  const { page, limit, total, onPageChange, onLimitChange } = paging;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  // The preference may be a value the select does not list (set elsewhere): offer it too.
  const limits = [...new Set([...ITEMS_PER_PAGE_OPTIONS, limit])].sort((a, b) => a - b);

  return (
    <Group className={classes.footer} justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
        </Text>
        <Group gap={8} wrap="nowrap">
          {isCompact ? null : (
            <Text size="sm" c="dimmed" component="label" htmlFor="data-table-rows-per-page">
              Rows per page
            </Text>
          )}
          <Select
            id="data-table-rows-per-page"
            aria-label={isCompact ? 'Rows per page' : undefined}
            data={limits.map((value) => ({ value: String(value), label: String(value) }))}
            value={String(limit)}
            onChange={(value) => value && onLimitChange(Number(value))}
            allowDeselect={false}
            size="xs"
            w={76}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPageChange}
          size="sm"
          siblings={isCompact ? 0 : 1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Group>
  );
}
