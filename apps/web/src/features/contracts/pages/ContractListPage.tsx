import { Button, Group, Tabs } from '@mantine/core';
import { canAccessRoute, ROUTES, ZContractFiltersSchema, ZContractPropertyQuerySchema, ZContractQuerySchema, type TContractFilters } from '@procura/shared';
import { IconFileExport, IconFileSearch } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { parseQueryParams, readParams } from '../../../lib/query-string';
import { useAuth } from '../../../providers/auth/auth-context';
import { CONTRACT_COLUMNS, CONTRACT_PROPERTY_COLUMNS } from '../components/contract-columns';
import { CONTRACT_FILTER_KEYS, ContractFilters } from '../components/ContractFilters';
import { contractPath, CONTRACTS_BY_PROPERTY_PATH } from '../contract-format';
import { EXISTING_PATH, EXISTING_REQUIREMENT } from '../existing/existing-route';
import { useContractList, useContractsByProperty, useExportContracts } from '../queries';

type TView = 'contracts' | 'by-property';

/** The filters in the URL, as the list reads them: the export writes what the tab shows. */
const filtersIn = (search: string): TContractFilters => parseQueryParams(ZContractFiltersSchema, readParams(new URLSearchParams(search)));

/**
 * The contracts the reader sees (docs/contracts.md "Views and export"): as a list, or property by
 * property. Both tabs take the same filters from the URL; switching keeps them.
 */
export default function ContractListPage({ view }: { view: TView }) {
  const { userWorkspace, userPermissions, roleType } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const exportContracts = useExportContracts();
  // A client's and a vendor's people see their own clients' contracts: the client filter is the provider's.
  const showClients = userWorkspace?.type === 'connexus';
  const keepFilters = (path: string) => {
    const params = new URLSearchParams(location.search);
    // Sorts and pages belong to a tab.
    for (const key of ['sort', 'sortDirection', 'page']) params.delete(key);
    const search = params.toString();
    return `${path}${search ? `?${search}` : ''}`;
  };

  return (
    <>
      <PageHeader
        title="Contracts"
        description="What each client pays its vendors for: which properties get which services, at what price, until when."
        actions={
          <Group gap="sm">
            {canAccessRoute(userPermissions, EXISTING_REQUIREMENT, roleType) && (
              <Button component={Link} to={EXISTING_PATH} variant="default" leftSection={<IconFileSearch aria-hidden size={18} />}>
                Existing contracts
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconFileExport aria-hidden size={18} />}
              loading={exportContracts.isPending}
              onClick={() => exportContracts.start({ format: 'xlsx', ...filtersIn(location.search) })}
            >
              Export
            </Button>
          </Group>
        }
      />
      <Tabs value={view} onChange={(next) => void navigate(keepFilters(next === 'by-property' ? CONTRACTS_BY_PROPERTY_PATH : ROUTES.contracts))} mb="md">
        <Tabs.List>
          <Tabs.Tab value="contracts">Contracts</Tabs.Tab>
          <Tabs.Tab value="by-property">By property</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'contracts' ? <ContractsView showClients={showClients} /> : <ByPropertyView showClients={showClients} />}
    </>
  );
}

function ContractsView({ showClients }: { showClients: boolean }) {
  const list = useUrlListState({ schema: ZContractQuerySchema, filterKeys: CONTRACT_FILTER_KEYS });
  const navigate = useNavigate();
  const contracts = useContractList(list.query);
  return (
    <>
      <ListToolbar
        searchLabel="Search contracts"
        searchPlaceholder="Search by number, title or vendor"
        {...toolbarProps(list)}
        filters={<ContractFilters list={list} showClients={showClients} />}
      />
      <DataTable
        label="Contracts"
        columns={CONTRACT_COLUMNS}
        {...tableProps(list, contracts, 'The contracts could not be loaded.')}
        getRowId={(c) => c.id}
        getRowLabel={(c) => `${c.number} ${c.title}`}
        rowActions={(c) => [{ label: 'Open', onSelect: () => void navigate(contractPath(c.id)) }]}
        empty={emptyState(list, 'No contract matches these filters', {
          title: 'No contracts yet',
          description: 'Contracts appear here when an RFP is awarded or an existing contract is confirmed.',
        })}
      />
    </>
  );
}

function ByPropertyView({ showClients }: { showClients: boolean }) {
  const list = useUrlListState({ schema: ZContractPropertyQuerySchema, filterKeys: CONTRACT_FILTER_KEYS });
  const rows = useContractsByProperty(list.query);
  return (
    <>
      <ListToolbar
        searchLabel="Search contracts by property"
        searchPlaceholder="Search by property, contract or vendor"
        {...toolbarProps(list)}
        filters={<ContractFilters list={list} showClients={showClients} />}
      />
      <DataTable
        label="Contracts by property"
        columns={CONTRACT_PROPERTY_COLUMNS}
        {...tableProps(list, rows, 'The properties could not be loaded.')}
        getRowId={(p) => p.propertyId}
        getRowLabel={(p) => p.propertyName}
        empty={emptyState(list, 'No property matches these filters', {
          title: 'No contracted properties yet',
          description: 'Each property of your contracts appears here with its services and vendors.',
        })}
      />
    </>
  );
}
