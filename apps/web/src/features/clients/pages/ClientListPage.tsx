import { Button } from '@mantine/core';
import { ZClientListQuerySchema } from '@procura/shared';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { ClientFilters, CLIENT_FILTER_KEYS } from '../components/ClientFilters';
import { ClientFormModal } from '../components/ClientFormModal';
import { CLIENT_COLUMNS, clientPath } from '../components/client-columns';
import { useClientList } from '../queries';

export default function ClientListPage() {
  const list = useUrlListState({ schema: ZClientListQuerySchema, filterKeys: CLIENT_FILTER_KEYS });
  const { userDetails } = useAuth();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const clients = useClientList(list.query);
  // Clients are added by the provider: the profile says whether this workspace may.
  const canCreate = userDetails?.abilities.clients.create ?? false;

  return (
    <>
      <PageHeader
        title="Clients"
        description="The companies whose properties you look after: their profile, branding, contacts and portfolio."
        actions={
          canCreate ? (
            <>
              {/* Get-in-touch requests are the provider's, as is adding clients (docs/product.md "Get in touch"). */}
              <Button variant="default" component={Link} to="/client/requests" leftSection={<IconInbox aria-hidden size={16} />}>
                Get-in-touch requests
              </Button>
              <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setCreating(true)}>
                New client
              </Button>
            </>
          ) : null
        }
      />
      <ListToolbar searchLabel="Search clients" searchPlaceholder="Search by client name" {...toolbarProps(list)} filters={<ClientFilters list={list} />} />
      <DataTable
        label="Clients"
        columns={CLIENT_COLUMNS}
        {...tableProps(list, clients, 'The clients could not be loaded.')}
        getRowId={(client) => client.id}
        getRowLabel={(client) => client.name}
        rowActions={(client) => [{ label: 'Open', onSelect: () => void navigate(clientPath(client.id)) }]}
        empty={emptyState(list, 'No client matches these filters', {
          title: 'No clients yet',
          description: canCreate ? 'Add the first one with New client.' : 'Clients you may see will appear here.',
        })}
      />
      {isCreating ? <ClientFormModal client={null} onClose={() => setCreating(false)} onSaved={(saved) => void navigate(clientPath(saved.id))} /> : null}
    </>
  );
}
