import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES, type TPropertyDetail } from '@procura/shared';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isRecordId } from '../../../components/RecordLoadError';
import { usePageTitle } from '../../../lib/brand';
import { BackToList, PropertyLoadError, PropertyPageSkeleton } from '../components/PageState';
import { MovePropertyModal } from '../components/MovePropertyModal';
import { PropertyStatusBadge } from '../components/PropertyStatusBadge';
import { AccessTab } from '../components/tabs/AccessTab';
import { ContactsTab } from '../components/tabs/ContactsTab';
import { DocumentsTab } from '../components/tabs/DocumentsTab';
import { HistoryTab } from '../../../components/HistoryTab';
import { PROPERTY_HISTORY } from '../property-history';
import { OverviewTab } from '../components/tabs/OverviewTab';
import { ServicesTab } from '../components/tabs/ServicesTab';
import { addressLine, propertyPath } from '../property-display';
import { propertyHistoryQuery, useDeleteProperty, usePropertyDetail } from '../queries';
import { usePropertyPermissions } from '../use-property-permissions';

const TABS = ['overview', 'contacts', 'services', 'documents', 'access', 'history'] as const;
type TTab = (typeof TABS)[number];
const TAB_LABELS: Record<TTab, string> = {
  overview: 'Overview',
  contacts: 'Contacts',
  services: 'Services',
  documents: 'Documents',
  access: 'Access',
  history: 'History',
};

function PropertyHeader({ property, onDelete, onMove }: { property: TPropertyDetail; onDelete: () => void; onMove?: () => void }) {
  usePageTitle(property.name);
  const address = addressLine(property);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
            {property.name}
          </Title>
          <PropertyStatusBadge status={property.status} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            {property.code}
          </Badge>
          <Text size="sm" c="dimmed">
            {property.clientName}
          </Text>
        </Group>
        {address ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin aria-hidden size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <Group gap="sm">
        {property.abilities.edit ? (
          <Button component={Link} to={`${propertyPath(property.id)}/edit`} variant="default" leftSection={<IconPencil aria-hidden size={16} />}>
            Edit
          </Button>
        ) : null}
        {onMove ? (
          <Button variant="default" leftSection={<IconArrowsExchange aria-hidden size={16} />} onClick={onMove}>
            Move to another client
          </Button>
        ) : null}
        {property.abilities.delete ? (
          <Button variant="light" color="red" leftSection={<IconTrash aria-hidden size={16} />} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isValidId = isRecordId(id);
  const property = usePropertyDetail(isValidId ? id : null);
  const deleteProperty = useDeleteProperty();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [isMoving, setMoving] = useState(false);
  const { canMove } = usePropertyPermissions();

  if (!isValidId)
    return (
      <>
        <BackToList />
        <PropertyLoadError error={null} isBrokenLink onRetry={() => undefined} />
      </>
    );
  if (property.isLoading)
    return (
      <>
        <BackToList />
        <PropertyPageSkeleton />
      </>
    );
  if (property.error || !property.data)
    return (
      <>
        <BackToList />
        <PropertyLoadError error={property.error} onRetry={() => void property.refetch()} />
      </>
    );

  const data = property.data;
  const tabs = TABS.filter((tab) => tab !== 'access' || data.abilities.manageAccess);
  const requested = searchParams.get('tab');
  const active: TTab = tabs.find((tab) => tab === requested) ?? 'overview';

  return (
    <>
      <BackToList />
      <PropertyHeader property={data} onDelete={() => setDeleteOpen(true)} onMove={canMove ? () => setMoving(true) : undefined} />
      {isMoving ? <MovePropertyModal property={data} onClose={() => setMoving(false)} /> : null}
      <Tabs value={active} onChange={(tab) => setSearchParams(tab && tab !== 'overview' ? { tab } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab property={data} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactsTab property={data} />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ServicesTab property={data} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab property={data} />
        </Tabs.Panel>
        {data.abilities.manageAccess ? (
          <Tabs.Panel value="access">
            <AccessTab property={data} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="history">
          <HistoryTab label="Property history" vocabulary={PROPERTY_HISTORY} query={propertyHistoryQuery(data.id)} />
        </Tabs.Panel>
      </Tabs>
      <ConfirmModal
        isOpen={isDeleteOpen}
        title="Delete property"
        message={`Delete ${data.name} (${data.code})? Its contacts, required services and documents go with it.`}
        confirmLabel="Delete"
        isPending={deleteProperty.isPending}
        onConfirm={() => deleteProperty.mutate(data.id, { onSuccess: () => void navigate(ROUTES.property, { replace: true }) })}
        onClose={() => setDeleteOpen(false)}
      />
    </>
  );
}
