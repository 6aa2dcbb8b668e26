import { MultiSelect } from '@mantine/core';
import { CLIENT_SOW_STATUS_LABELS, CLIENT_SOW_STATUSES, ZClientSowQuerySchema } from '@procura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, ListToolbar, useUrlListState } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import { useClientScopeList } from '../queries';
import { scopePath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';
import { ClientPicker, PropertyPicker, ServiceMultiPicker, type TPickerOption } from '../../pickers';
import { SCOPE_COLUMNS } from './scope-columns';

/** The `GET /v1/client-scope-of-work` parameters this list's filters set. */
export const SCOPE_FILTER_KEYS = ['clientIds', 'serviceIds', 'propertyId', 'status'] as const;
const FILTER_WIDTH = { base: '100%', sm: 150 };

export function ClientScopesTab() {
  const list = useUrlListState({ schema: ZClientSowQuerySchema, filterKeys: SCOPE_FILTER_KEYS });
  const navigate = useNavigate();
  const { isProvider, isVendor, canCreateScope } = useSowPermissions();
  const scopes = useClientScopeList(list.query);
  const { clientIds = [], serviceIds = [], propertyId, status = [] } = list.filters;
  const hasFilters = list.activeFilterCount > 0 || list.search !== '';
  const clientId = clientIds[0] ?? null;
  const rows = scopes.data?.data;
  const knownClient = rows?.find((row) => row.clientId === clientId)?.clientName ?? null;
  // The URL holds ids only: the names chosen in this visit are kept here.
  const [chosenClient, setChosenClient] = useState<TPickerOption | null>(null);
  const [chosenProperty, setChosenProperty] = useState<TPickerOption | null>(null);

  return (
    <>
      <ListToolbar
        searchLabel="Search scopes"
        searchPlaceholder="Search by name or text"
        searchValue={list.searchInput}
        onSearchChange={list.setSearchInput}
        activeFilterCount={list.activeFilterCount}
        onClearFilters={list.clearFilters}
        filters={
          <>
            {/* A client's people see their own scopes only: no client to choose. */}
            {isProvider ? (
              <ClientPicker
                aria-label="Client"
                placeholder="Client"
                value={clientId ? { value: clientId, label: chosenClient?.value === clientId ? chosenClient.label : (knownClient ?? 'Chosen client') } : null}
                onChange={(client) => {
                  setChosenClient(client);
                  list.setFilter('clientIds', client ? [client.value] : null);
                }}
                clearable
                w={FILTER_WIDTH}
                size="sm"
              />
            ) : null}
            <ServiceMultiPicker
              size="sm"
              clearable
              aria-label="Service"
              placeholder={serviceIds.length ? undefined : 'Service'}
              value={serviceIds}
              onChange={(value) => list.setFilter('serviceIds', value)}
              w={FILTER_WIDTH}
            />
            {/* A vendor lists no properties: the picker would only say "No properties match". */}
            {isVendor ? null : (
              <PropertyPicker
                aria-label="Property"
                placeholder="Property"
                value={propertyId ? { value: propertyId, label: chosenProperty?.value === propertyId ? chosenProperty.label : 'Chosen property' } : null}
                clientId={clientId}
                onChange={(property) => {
                  setChosenProperty(property);
                  list.setFilter('propertyId', property?.value ?? null);
                }}
                clearable
                w={FILTER_WIDTH}
                size="sm"
              />
            )}
            <MultiSelect
              size="sm"
              clearable
              comboboxProps={{ withinPortal: true }}
              aria-label="Status"
              placeholder={status.length ? undefined : 'Status'}
              data={CLIENT_SOW_STATUSES.map((value) => ({ value, label: CLIENT_SOW_STATUS_LABELS[value] }))}
              value={status}
              onChange={(value) => list.setFilter('status', value)}
              w={FILTER_WIDTH}
            />
          </>
        }
      />
      <DataTable
        label="Client scopes"
        columns={SCOPE_COLUMNS}
        rows={rows}
        getRowId={(scope) => scope.id}
        getRowLabel={(scope) => scope.name}
        paging={{ page: list.page, limit: list.limit, total: scopes.data?.total ?? 0, onPageChange: list.setPage, onLimitChange: list.setLimit }}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={(scope) => [
          { label: 'Open', onSelect: () => void navigate(scopePath(scope.id)) },
          { label: 'Properties', onSelect: () => void navigate(scopePath(scope.id, 'properties')) },
          { label: 'Versions', onSelect: () => void navigate(scopePath(scope.id, 'versions')) },
        ]}
        isLoading={scopes.isLoading}
        isFetching={scopes.isFetching && scopes.isPlaceholderData}
        error={scopes.error ? errorMessage(scopes.error, 'The scopes could not be loaded.') : null}
        onRetry={() => void scopes.refetch()}
        empty={
          hasFilters
            ? { title: 'No scope matches these filters', description: 'Try another search or clear the filters.' }
            : isVendor
              ? {
                  title: 'No scopes of work for you yet',
                  description: 'When you are invited to a request for proposal, the scopes of work it includes appear here.',
                }
              : {
                  title: 'No client scopes yet',
                  description: canCreateScope
                    ? 'Start one with New scope: from a library text, an uploaded file or the assistant.'
                    : 'Scopes shared with you will appear here.',
                }
        }
      />
    </>
  );
}
