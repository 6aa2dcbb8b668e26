import { Anchor, Box, Button, Group, Image, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { CLIENT_TYPE_LABELS, ROUTES } from '@procura/shared';
import { IconArrowLeft, IconPencil, IconPower } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { ClientFormModal } from '../components/ClientFormModal';
import { ClientLogo } from '../components/ClientLogo';
import { ClientStatusBadge } from '../components/ClientStatusBadge';
import { placeOf } from '../components/client-columns';
import { ContactsTab } from '../components/tabs/ContactsTab';
import { DocumentsTab } from '../components/tabs/DocumentsTab';
import { HistoryTab } from '../../../components/HistoryTab';
import { CLIENT_HISTORY } from '../client-history';
import { OverviewTab } from '../components/tabs/OverviewTab';
import { PropertiesTab } from '../components/tabs/PropertiesTab';
import { clientHistoryQuery, useClientDetail, useUpdateClientStatus } from '../queries';

const TABS = ['overview', 'properties', 'contacts', 'documents', 'history'] as const;
type TTab = (typeof TABS)[number];

export default function ClientDetailPage() {
  const { id = '' } = useParams();
  const { userWorkspace } = useAuth();
  if (isRecordId(id)) return <ClientDetail key={id} id={id} />;
  return (
    <Stack>
      {userWorkspace?.type !== 'client' ? <BackLink /> : null}
      <RecordLoadError what="client" error={null} isBrokenLink backTo={ROUTES.client} backLabel="Clients" onRetry={() => undefined} />
    </Stack>
  );
}

function ClientDetail({ id }: { id: string }) {
  const { userWorkspace } = useAuth();
  const client = useClientDetail(id);
  const [tab, setTab] = useState<TTab>('overview');
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingStatus, setConfirmingStatus] = useState(false);
  const status = useUpdateClientStatus();
  usePageTitle(client.data?.name ?? 'Client');
  // A client's own people have no list to go back to.
  const showBack = userWorkspace?.type !== 'client';

  if (client.isLoading) return <Spinner hint="Loading the client…" />;
  if (client.error || !client.data) {
    return (
      <Stack>
        {showBack ? <BackLink /> : null}
        <RecordLoadError
          what="client"
          error={client.error}
          backTo={showBack ? ROUTES.client : ROUTES.dashboard}
          backLabel={showBack ? 'Clients' : 'Dashboard'}
          onRetry={() => void client.refetch()}
        />
      </Stack>
    );
  }
  const data = client.data;
  const isActive = data.status === 'ACTIVE';
  const place = placeOf(data);
  // In its own workspace the header image already tops the page (WorkspaceBanner).
  const showHeaderImage = data.headerImageUrl && userWorkspace?.id !== data.tenantId;

  const toggleStatus = () => status.mutate({ id: data.id, status: isActive ? 'INACTIVE' : 'ACTIVE' }, { onSuccess: () => setConfirmingStatus(false) });

  return (
    <Stack gap="lg">
      {showBack ? <BackLink /> : null}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {showHeaderImage ? (
          <Image src={data.headerImageUrl ?? undefined} alt={`${data.name} header image`} h={{ base: 96, sm: 160 }} fit="cover" />
        ) : (
          <Box h={12} bg="blue.1" />
        )}
        <Group justify="space-between" align="center" p={{ base: 'md', sm: 'lg' }} gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <ClientLogo name={data.name} url={data.logoUrl} size={64} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              <Group gap="xs">
                <ClientStatusBadge status={data.status} />
                <Text size="sm" c="dimmed">
                  {[CLIENT_TYPE_LABELS[data.clientType], data.parentCompany?.name, place].filter(Boolean).join(' · ')}
                </Text>
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            {data.abilities.changeStatus ? (
              <Button
                variant="default"
                color={isActive ? 'red' : 'green'}
                leftSection={<IconPower aria-hidden size={16} />}
                onClick={() => setConfirmingStatus(true)}
              >
                {isActive ? 'Deactivate' : 'Activate'}
              </Button>
            ) : null}
            {data.abilities.edit ? (
              <Button leftSection={<IconPencil aria-hidden size={16} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>

      <Tabs value={tab} onChange={(next) => setTab(TABS.find((t) => t === next) ?? 'overview')} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="properties">Properties ({data.propertyCount})</Tabs.Tab>
          <Tabs.Tab value="contacts">Corporate contacts</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab client={data} />
        </Tabs.Panel>
        <Tabs.Panel value="properties">
          <PropertiesTab clientId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactsTab clientId={data.id} abilities={data.abilities} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab client={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab label="Client history" vocabulary={CLIENT_HISTORY} query={clientHistoryQuery(data.id)} />
        </Tabs.Panel>
      </Tabs>

      {isEditing ? <ClientFormModal client={data} onClose={() => setEditing(false)} /> : null}
      <ConfirmModal
        isOpen={isConfirmingStatus}
        title={isActive ? 'Deactivate client' : 'Activate client'}
        message={
          isActive
            ? `${data.name} becomes inactive: everyone who works only for it is signed out at once and cannot work in its workspace until it is activated again.`
            : `${data.name} becomes active again and its people can sign in.`
        }
        confirmLabel={isActive ? 'Deactivate' : 'Activate'}
        isDestructive={isActive}
        isPending={status.isPending}
        onConfirm={toggleStatus}
        onClose={() => setConfirmingStatus(false)}
      />
    </Stack>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to={ROUTES.client} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        All clients
      </Group>
    </Anchor>
  );
}
