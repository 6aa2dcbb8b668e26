import { ActionIcon, Alert, Button, Group, Menu, Paper, Select, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TServiceCategory } from '@procura/shared';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import classes from './CategoryPanel.module.css';

interface TCategoryPanelProps {
  categories: readonly TServiceCategory[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The category the list is filtered by; null shows every service. */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (category: TServiceCategory) => void;
  onDelete: (category: TServiceCategory) => void;
}

/**
 * The categories beside the services table, each with its count; choosing one filters the table
 * (the choice lives in the URL). On phones it is one select above the table.
 */
export function CategoryPanel(props: TCategoryPanelProps) {
  const { categories, isLoading, error, onRetry, selectedId, onSelect, canCreate, canEdit, canDelete, onAdd, onEdit, onDelete } = props;
  const isMobile = useIsMobile();
  const total = (categories ?? []).reduce((sum, c) => sum + c.serviceCount, 0);

  if (error) {
    return (
      <Alert color="red" variant="light" title="Categories unavailable" mb={isMobile ? 'md' : 0}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (isMobile) {
    return (
      <Group gap="xs" mb="md" wrap="nowrap" align="flex-end">
        <Select
          label="Category"
          placeholder={isLoading ? 'Loading categories…' : 'All categories'}
          data={(categories ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.serviceCount})` }))}
          value={selectedId}
          onChange={onSelect}
          clearable
          disabled={isLoading}
          style={{ flex: 1 }}
          comboboxProps={{ withinPortal: true }}
        />
        {canCreate ? (
          <Button variant="default" leftSection={<IconPlus aria-hidden size={16} />} onClick={onAdd}>
            Category
          </Button>
        ) : null}
      </Group>
    );
  }

  return (
    <Paper withBorder radius="lg" p="xs" className={classes.panel} component="nav" aria-label="Service categories">
      <Group justify="space-between" px="xs" pt={4} pb="xs">
        <Text fw={700} size="sm" c="dark.7">
          Categories
        </Text>
        {canCreate ? (
          <Button size="compact-sm" variant="subtle" leftSection={<IconPlus aria-hidden size={14} />} onClick={onAdd}>
            Add
          </Button>
        ) : null}
      </Group>
      {isLoading ? (
        <Stack gap={6} px="xs" pb="xs">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} height={30} radius="md" />
          ))}
        </Stack>
      ) : (
        <Stack gap={2} component="ul" className={classes.list}>
          <li className={classes.item}>
            <CategoryButton name="All services" count={total} isSelected={selectedId === null} onClick={() => onSelect(null)} />
          </li>
          {(categories ?? []).map((category) => (
            <li key={category.id} className={classes.item}>
              <CategoryButton
                name={category.name}
                count={category.serviceCount}
                isSelected={selectedId === category.id}
                onClick={() => onSelect(category.id)}
              />
              {canEdit || canDelete ? (
                <Menu position="bottom-end" shadow="md" width={180} withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Actions for ${category.name}`} className={classes.menu}>
                      <IconDots aria-hidden size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {canEdit ? (
                      <Menu.Item leftSection={<IconPencil aria-hidden size={16} />} onClick={() => onEdit(category)}>
                        Edit
                      </Menu.Item>
                    ) : null}
                    {canDelete ? (
                      <Menu.Item color="red" leftSection={<IconTrash aria-hidden size={16} />} onClick={() => onDelete(category)}>
                        Delete
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </li>
          ))}
          {categories && categories.length === 0 ? (
            <Text size="sm" c="dimmed" px="xs" py="sm">
              {canCreate ? 'No categories yet. Add the first one.' : 'No categories yet.'}
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

function CategoryButton({ name, count, isSelected, onClick }: { name: string; count: number; isSelected: boolean; onClick: () => void }) {
  // The accessible name is the visible text ("Exterior, 6 services"): the separators and the
  // noun are read, not shown.
  return (
    <UnstyledButton className={classes.button} data-active={isSelected || undefined} aria-current={isSelected ? 'true' : undefined} onClick={onClick}>
      <Text component="span" size="sm" fw={isSelected ? 600 : 500} className={classes.name}>
        {name}
        <VisuallyHidden>,</VisuallyHidden>
      </Text>
      <Text component="span" size="xs" fw={600} className={classes.count}>
        {count}
        <VisuallyHidden>{count === 1 ? ' service' : ' services'}</VisuallyHidden>
      </Text>
    </UnstyledButton>
  );
}
