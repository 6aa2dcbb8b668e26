import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROPERTY_SIZE_UNIT_LABELS, ZSowPropertyVariablesSchema, type TClientSow, type TSowProperty } from '@procura/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, NoteCell, SearchInput, type TDataTableColumn, type TDataTableRowAction, useTabPaging } from '../../../components/DataTable';
import { ModalActions } from '../../../components/ModalActions';
import { errorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { propertyPath } from '../../properties';
import { useAddScopeProperties, useRemoveScopeProperties, useScopeProperties, useUpdateScopeProperty } from '../queries';
import { PropertyMultiPicker } from '../../pickers';
import { EMPTY_VARIABLES, PropertyVariablesFields } from './PropertyVariablesFields';
import { formatDate } from '../../../lib/format';
import { FormModal } from '../../../components/unsaved-changes';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function SizeCell({ row }: { row: TSowProperty }) {
  if (row.sizeValue !== null)
    return <Text size="sm">{`${sizeFormat.format(row.sizeValue)} ${PROPERTY_SIZE_UNIT_LABELS[row.sizeUnit ?? row.propertySizeUnit]}`}</Text>;
  if (row.propertySizeValue !== null)
    return (
      <Text size="sm" c="dimmed" title="The property's own size: the scope has none of its own">
        {`${sizeFormat.format(row.propertySizeValue)} ${PROPERTY_SIZE_UNIT_LABELS[row.propertySizeUnit]} (property)`}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

const COLUMNS: readonly TDataTableColumn<TSowProperty>[] = [
  {
    key: 'property',
    header: 'Property',
    width: '30%',
    render: (row) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text component={Link} to={propertyPath(row.propertyId)} size="sm" fw={600} c="dark.8" style={{ textDecoration: 'none' }} lineClamp={2}>
          {row.propertyName}
        </Text>
        <Text size="xs" c="dimmed">
          {[row.propertyCode, [row.cityName, row.stateCode].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'size', header: 'Size', width: 170, render: (row) => <SizeCell row={row} /> },
  {
    key: 'season',
    header: 'Season',
    width: 200,
    render: (row) => (
      <Text size="sm" c={row.seasonStart || row.seasonEnd ? undefined : 'dimmed'}>
        {row.seasonStart || row.seasonEnd ? `${row.seasonStart ? formatDate(row.seasonStart) : '…'} – ${row.seasonEnd ? formatDate(row.seasonEnd) : '…'}` : '—'}
      </Text>
    ),
  },
  {
    key: 'notes',
    header: 'Site notes',
    render: (row) => <NoteCell text={row.siteNotes} />,
  },
];

const ZAddFormSchema = z.object({
  propertyIds: z.array(z.string()).min(1, 'Choose at least one property.'),
  variables: ZSowPropertyVariablesSchema,
});

const ZVariablesFormSchema = z.object({ variables: ZSowPropertyVariablesSchema });

function AddPropertiesModal({ scope, onClose }: { scope: TClientSow; onClose: () => void }) {
  const form = useSchemaForm(ZAddFormSchema, { propertyIds: [] as string[], variables: { ...EMPTY_VARIABLES } });
  const add = useAddScopeProperties({ form });
  const onSubmit = form.onSubmit(async (values) => {
    const hasVariables = Object.values(values.variables).some((value) => value !== null && value !== undefined);
    if (await succeeded(add.mutateAsync({ sowId: scope.id, propertyIds: values.propertyIds, ...(hasVariables ? { variables: values.variables } : {}) })))
      onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Apply to properties">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PropertyMultiPicker
            label="Properties"
            description="Only this client's properties are listed."
            placeholder={form.values.propertyIds.length ? undefined : 'Search by name or code'}
            clientId={scope.clientId}
            value={form.values.propertyIds}
            onChange={(value) => form.setFieldValue('propertyIds', value)}
            error={form.errors.propertyIds as string | undefined}
            maxDropdownHeight={260}
          />
          <Text size="sm" c="dimmed">
            Optional: details given here go to every property chosen; each can be changed later.
          </Text>
          <PropertyVariablesFields inputProps={(field) => form.getInputProps(`variables.${field}`)} />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

function VariablesModal({ scope, row, onClose }: { scope: TClientSow; row: TSowProperty; onClose: () => void }) {
  // Nested as the body is, so the server's `variables.…` errors land on their inputs.
  const form = useSchemaForm(ZVariablesFormSchema, {
    variables: {
      sizeValue: row.sizeValue,
      sizeUnit: row.sizeUnit,
      siteNotes: row.siteNotes ?? '',
      seasonStart: row.seasonStart ?? '',
      seasonEnd: row.seasonEnd ?? '',
    },
  });
  const update = useUpdateScopeProperty({ form });
  const onSubmit = form.onSubmit(async ({ variables }) => {
    if (await succeeded(update.mutateAsync({ sowId: scope.id, propertyId: row.propertyId, variables }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title={`Details for ${row.propertyName}`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {row.propertySizeValue !== null ? (
            <Text
              size="sm"
              c="dimmed"
            >{`The property's own size is ${sizeFormat.format(row.propertySizeValue)} ${PROPERTY_SIZE_UNIT_LABELS[row.propertySizeUnit]}; leave the size empty to use it.`}</Text>
          ) : null}
          <PropertyVariablesFields inputProps={(field) => form.getInputProps(`variables.${field}`)} />
          <ModalActions onCancel={onClose} isSubmitting={form.submitting} />
        </Stack>
      </form>
    </FormModal>
  );
}

/** The properties a scope applies to, each with its own size, notes and season. */
export function ScopePropertiesTab({ scope, canEdit }: { scope: TClientSow; canEdit: boolean }) {
  const { page, limit, paging } = useTabPaging();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const properties = useScopeProperties({ sowId: scope.id, page, limit, ...(debounced.trim() ? { search: debounced.trim() } : {}) });
  const remove = useRemoveScopeProperties();
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TSowProperty | null>(null);
  const [toRemove, setToRemove] = useState<TSowProperty[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = properties.data?.data;

  const rowActions = (row: TSowProperty): TDataTableRowAction[] => [
    { label: 'Edit details', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setEditing(row) },
    { label: 'Remove', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToRemove([row]) },
  ];
  const selectedRows = (rows ?? []).filter((row) => selected.has(row.propertyId));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SearchInput
          label="Search this scope's properties"
          placeholder="Search by name or code"
          size="sm"
          value={search}
          onChange={setSearch}
          style={{ flex: '1 1 220px', maxWidth: 340 }}
        />
        {canEdit ? (
          <Group gap="sm">
            {selectedRows.length > 0 ? (
              <Button variant="light" color="red" leftSection={<IconTrash aria-hidden size={16} />} onClick={() => setToRemove(selectedRows)}>
                {`Remove ${selectedRows.length} selected`}
              </Button>
            ) : null}
            <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>
              Apply to properties
            </Button>
          </Group>
        ) : null}
      </Group>
      {scope.status === 'ARCHIVED' ? (
        <Alert color="orange" variant="light">
          This scope is archived: its properties are kept for the record.
        </Alert>
      ) : null}
      <DataTable
        label="Properties of this scope"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.propertyId}
        getRowLabel={(row) => row.propertyName}
        paging={paging(properties.data?.total ?? 0)}
        selection={canEdit ? { selectedIds: selected, onChange: setSelected } : undefined}
        rowActions={canEdit ? rowActions : undefined}
        isLoading={properties.isLoading}
        isFetching={properties.isFetching && properties.isPlaceholderData}
        error={properties.error ? errorMessage(properties.error, 'The properties could not be loaded.') : null}
        onRetry={() => void properties.refetch()}
        empty={
          debounced.trim()
            ? { title: 'No property matches', description: 'Try another search.' }
            : { title: 'Not applied to any property yet', description: canEdit ? 'Apply it to the client’s properties with Apply to properties.' : undefined }
        }
      />
      {isAdding ? <AddPropertiesModal scope={scope} onClose={() => setAdding(false)} /> : null}
      {editing ? <VariablesModal key={editing.propertyId} scope={scope} row={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmModal
        isOpen={toRemove !== null}
        title="Remove properties"
        message={
          toRemove?.length === 1
            ? `Stop applying this scope to ${toRemove[0]?.propertyName ?? ''}?`
            : `Stop applying this scope to ${toRemove?.length ?? 0} properties?`
        }
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() =>
          toRemove &&
          remove.mutate(
            { sowId: scope.id, propertyIds: toRemove.map((row) => row.propertyId) },
            {
              onSuccess: () => {
                setToRemove(null);
                setSelected(new Set());
              },
            },
          )
        }
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
