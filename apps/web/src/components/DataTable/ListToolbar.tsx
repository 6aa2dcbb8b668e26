import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../lib/use-is-mobile';
import { FiltersButton } from './FiltersButton';
import { SearchInput } from './SearchInput';

export interface TListToolbarProps {
  searchLabel: string;
  searchPlaceholder?: string;
  searchValue: string;
  onSearchChange: (value: string) => void;
  /** The filter inputs; they sit beside the search on wide screens and fold away on phones. */
  filters?: ReactNode;
  activeFilterCount: number;
  onClearFilters: () => void;
  /** Bulk actions for the selected rows, shown in place of nothing when there is a selection. */
  selectionBar?: ReactNode;
}

export function ListToolbar(props: TListToolbarProps) {
  const { searchLabel, searchPlaceholder, searchValue, onSearchChange, filters, activeFilterCount, onClearFilters, selectionBar } = props;
  const isMobile = useIsMobile();
  const [areFiltersOpen, filtersToggle] = useDisclosure(false);
  const hasAnything = activeFilterCount > 0 || searchValue.length > 0;

  const search = (
    <SearchInput
      label={searchLabel}
      placeholder={isMobile ? searchLabel : (searchPlaceholder ?? searchLabel)}
      value={searchValue}
      onChange={onSearchChange}
      size="sm"
      style={{ flex: '1 1 200px', maxWidth: isMobile ? undefined : 340 }}
    />
  );
  const clear = hasAnything ? (
    <Button variant="subtle" color="gray" size="sm" leftSection={<IconX aria-hidden size={14} />} onClick={onClearFilters}>
      Clear filters
    </Button>
  ) : null;

  return (
    <Paper withBorder radius="lg" p="sm" mb="md">
      {isMobile ? (
        <>
          <Group gap="xs" wrap="nowrap">
            {search}
            {filters ? <FiltersButton activeCount={activeFilterCount} isOpen={areFiltersOpen} onClick={filtersToggle.toggle} /> : null}
          </Group>
          <Collapse expanded={areFiltersOpen}>
            <SimpleGrid cols={1} spacing="xs" mt="sm">
              {filters}
              {clear}
            </SimpleGrid>
          </Collapse>
        </>
      ) : (
        <Group gap="sm" wrap="wrap" align="center">
          {search}
          {filters}
          {clear}
        </Group>
      )}
      {selectionBar}
    </Paper>
  );
}
