import { MultiSelect } from '@mantine/core';
import { CLIENT_SOW_STATUS_LABELS, CLIENT_SOW_STATUSES, ZClientSowQuerySchema } from '@procura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, emptyState, FILTER_PROPS, ListToolbar, manyFilter, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { useClientScopeList } from '../queries';
import { scopePath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';
import { ClientPicker, PropertyPicker, ServiceMultiPicker, type TPickerOption } from '../../pickers';
import { SCOPE_COLUMNS } from './scope-columns';

/** The `GET /v1/client-scope-of-work` parameters this list's filters set. */
export const SCOPE_FILTER_KEYS = ['clientIds', 'serviceIds', 'propertyId', 'status'] as const;

export function ClientScopesTab() {
  const list = useUrlListState({ schema: ZClientSowQuerySchema, filterKeys: SCOPE_FILTER_KEYS });
  const navigate = useNavigate();
  const { isProvider, isVendor, canCreateScope } = useSowPermissions();
  const scopes = useClientScopeList(list.query);
  const { clientIds = [], propertyId } = list.filters;
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
        {...toolbarProps(list)}
        filters={
          <>
            {/* A client's people see their own scopes only: no client to choose. */}
            {isProvider ? (
              <ClientPicker
                {...FILTER_PROPS}
                aria-label="Client"
                placeholder="Client"
                value={clientId ? { value: clientId, label: chosenClient?.value === clientId ? chosenClient.label : (knownClient ?? 'Chosen client') } : null}
                onChange={(client) => {
                  setChosenClient(client);
                  list.setFilter('clientIds', client ? [client.value] : null);
                }}
              />
            ) : null}
            <ServiceMultiPicker {...manyFilter(list, 'serviceIds', 'Service')} />
            {/* A vendor lists no properties: the picker would only say "No properties match". */}
            {isVendor ? null : (
              <PropertyPicker
                {...FILTER_PROPS}
                aria-label="Property"
                placeholder="Property"
                value={propertyId ? { value: propertyId, label: chosenProperty?.value === propertyId ? chosenProperty.label : 'Chosen property' } : null}
                clientId={clientId}
                onChange={(property) => {
                  setChosenProperty(property);
                  list.setFilter('propertyId', property?.value ?? null);
                }}
              />
            )}
            <MultiSelect
              {...manyFilter(list, 'status', 'Status')}
              data={CLIENT_SOW_STATUSES.map((value) => ({ value, label: CLIENT_SOW_STATUS_LABELS[value] }))}
            />
          </>
        }
      />
      <DataTable
        label="Client scopes"
        columns={SCOPE_COLUMNS}
        {...tableProps(list, scopes, 'The scopes could not be loaded.')}
        getRowId={(scope) => scope.id}
        getRowLabel={(scope) => scope.name}
        rowActions={(scope) => [
          { label: 'Open', onSelect: () => void navigate(scopePath(scope.id)) },
          { label: 'Properties', onSelect: () => void navigate(scopePath(scope.id, 'properties')) },
          { label: 'Versions', onSelect: () => void navigate(scopePath(scope.id, 'versions')) },
        ]}
        empty={emptyState(
          list,
          'No scope matches these filters',
          isVendor
            ? {
                title: 'No scopes of work for you yet',
                description: 'When you are invited to a request for proposal, the scopes of work it includes appear here.',
              }
            : {
                title: 'No client scopes yet',
                description: canCreateScope
                  ? 'Start one with New scope: from a library text, an uploaded file or the assistant.'
                  : 'Scopes shared with you will appear here.',
              },
        )}
      />
    </>
  );
}
