import { Button, Group, Stack, Text } from '@mantine/core';
import { SERVICE_FREQUENCY_LABELS, SERVICE_SEASON_LABELS, type TPropertyDetail, type TPropertyService } from '@procura/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, NoteCell, type TDataTableColumn, type TDataTableRowAction, useTabPaging } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { PropertyScopesSection } from '../../../scope-of-work';
import { usePropertyServices, useRemovePropertyService } from '../../queries';
import { ServiceFormModal } from './ServiceFormModal';
import { formatDate } from '../../../../lib/format';

function seasonLabel(service: TPropertyService): string {
  if (service.season !== 'CUSTOM' || !service.seasonStart || !service.seasonEnd) return SERVICE_SEASON_LABELS[service.season];
  return `${formatDate(service.seasonStart)} – ${formatDate(service.seasonEnd)}`;
}

const COLUMNS: TDataTableColumn<TPropertyService>[] = [
  {
    key: 'service',
    header: 'Service',
    width: '30%',
    render: (service) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} c="dark.7">
          {service.serviceName}
        </Text>
        <Text size="xs" c="dimmed">
          {service.categoryName}
        </Text>
      </Stack>
    ),
  },
  { key: 'frequency', header: 'Frequency', width: 170, render: (service) => <Text size="sm">{SERVICE_FREQUENCY_LABELS[service.frequency]}</Text> },
  { key: 'season', header: 'Season', width: 190, render: (service) => <Text size="sm">{seasonLabel(service)}</Text> },
  {
    key: 'notes',
    header: 'Notes',
    render: (service) => <NoteCell text={service.notes} />,
  },
];

type TFormState = { service: TPropertyService | null } | null;

export function ServicesTab({ property }: { property: TPropertyDetail }) {
  const { page, limit, paging } = useTabPaging();
  const services = usePropertyServices({ propertyId: property.id, page, limit });
  const remove = useRemovePropertyService(property.id);
  const [form, setForm] = useState<TFormState>(null);
  const [toRemove, setToRemove] = useState<TPropertyService | null>(null);
  const canEdit = property.abilities.edit;
  const taken = new Set((services.data?.data ?? []).map((service) => service.serviceId));

  const rowActions = (service: TPropertyService): TDataTableRowAction[] => [
    { label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setForm({ service }) },
    { label: 'Remove', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToRemove(service) },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          The services this property needs, how often and in which season: what its SOWs and RFPs are written for.
        </Text>
        {canEdit ? (
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setForm({ service: null })}>
            Add service
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Required services"
        columns={COLUMNS}
        rows={services.data?.data}
        getRowId={(service) => service.id}
        getRowLabel={(service) => service.serviceName}
        paging={paging(services.data?.total ?? 0)}
        rowActions={canEdit ? rowActions : undefined}
        isLoading={services.isLoading}
        isFetching={services.isFetching && services.isPlaceholderData}
        error={services.error ? errorMessage(services.error, 'The services could not be loaded.') : null}
        onRetry={() => void services.refetch()}
        empty={{
          title: 'No required services yet',
          description: canEdit ? 'Add the services this property needs, like landscaping or snow removal.' : undefined,
        }}
      />
      <PropertyScopesSection propertyId={property.id} />
      {form ? (
        <ServiceFormModal
          key={form.service?.id ?? 'new'}
          propertyId={property.id}
          service={form.service}
          takenServiceIds={taken}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmModal
        isOpen={toRemove !== null}
        title="Remove service"
        message={toRemove ? `Remove ${toRemove.serviceName} from ${property.name}'s required services?` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
