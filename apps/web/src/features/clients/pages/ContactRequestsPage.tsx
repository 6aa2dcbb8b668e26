import { MultiSelect } from '@mantine/core';
import { CONTACT_REQUEST_STATUS_LABELS, CONTACT_REQUEST_STATUSES, ZContactRequestListQuerySchema, type TContactRequest } from '@procura/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, emptyState, ListToolbar, manyFilter, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { ClientFormModal } from '../components/ClientFormModal';
import { ContactRequestHistoryModal } from '../components/ContactRequestHistoryModal';
import { clientPath } from '../components/client-columns';
import { CONTACT_REQUEST_COLUMNS } from '../components/contact-request-columns';
import { useContactRequestList, useInviteContactRequestVendor, useUpdateContactRequest } from '../contact-requests-queries';

const FILTER_KEYS = ['status'] as const;
const STATUS_OPTIONS = CONTACT_REQUEST_STATUSES.map((status) => ({ value: status, label: CONTACT_REQUEST_STATUS_LABELS[status] }));

/** What the client form starts from: the company's name, and what the request said in the notes. */
const clientValuesOf = (request: TContactRequest) => ({
  name: request.company,
  notes: [
    `From a get-in-touch request by ${request.name} <${request.email}>, phone ${request.phone}.`,
    `Properties: ${request.propertiesCount}.`,
    `What they need: ${request.need}`,
  ].join('\n'),
});

/** /client/requests: get-in-touch requests from the public page (docs/product.md "Get in touch"), the provider's. */
export default function ContactRequestsPage() {
  const list = useUrlListState({ schema: ZContactRequestListQuerySchema, filterKeys: FILTER_KEYS });
  const requests = useContactRequestList(list.query);
  const update = useUpdateContactRequest();
  const invite = useInviteContactRequestVendor();
  const navigate = useNavigate();
  const [converting, setConverting] = useState<TContactRequest | null>(null);
  const [inviting, setInviting] = useState<TContactRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<TContactRequest | null>(null);

  const move = (request: TContactRequest, status: TContactRequest['status']) => update.mutate({ id: request.id, status });

  return (
    <>
      <PageHeader
        title="Get-in-touch requests"
        description="What visitors asked for on the public page. Turn a request into a client or invite it to register as a vendor."
      />
      <ListToolbar
        searchLabel="Search requests"
        searchPlaceholder="Search by name, company or e-mail"
        {...toolbarProps(list)}
        filters={<MultiSelect {...manyFilter(list, 'status', 'Status')} data={STATUS_OPTIONS} />}
      />
      <DataTable
        label="Get-in-touch requests"
        columns={CONTACT_REQUEST_COLUMNS}
        {...tableProps(list, requests, 'The requests could not be loaded.')}
        getRowId={(request) => request.id}
        getRowLabel={(request) => `${request.company} (${request.name})`}
        rowActions={(request) => [
          ...(request.clientId
            ? [{ label: 'Open client', onSelect: () => void navigate(clientPath(request.clientId ?? '')) }]
            : [{ label: 'Make a client', onSelect: () => setConverting(request) }]),
          { label: 'Invite as a vendor', onSelect: () => setInviting(request) },
          ...(request.status !== 'CONTACTED' ? [{ label: 'Mark contacted', onSelect: () => move(request, 'CONTACTED') }] : []),
          ...(request.status !== 'CLOSED'
            ? [{ label: 'Close', onSelect: () => move(request, 'CLOSED') }]
            : [{ label: 'Reopen', onSelect: () => move(request, 'NEW') }]),
          { label: 'History', onSelect: () => setHistoryOf(request) },
        ]}
        empty={emptyState(list, 'No request matches these filters', {
          title: 'No requests yet',
          description: 'Requests sent from the public get-in-touch page appear here.',
        })}
      />
      {converting ? (
        <ClientFormModal
          client={null}
          initial={clientValuesOf(converting)}
          onClose={() => setConverting(null)}
          onSaved={(saved) => {
            const request = converting;
            setConverting(null);
            update.mutate({ id: request.id, status: 'CONVERTED', clientId: saved.id }, { onSuccess: () => void navigate(clientPath(saved.id)) });
          }}
        />
      ) : null}
      <ConfirmModal
        isOpen={inviting !== null}
        title="Invite as a vendor"
        message={
          inviting ? `${inviting.email} is e-mailed a link to register ${inviting.company} as a vendor. You approve the registration once it is submitted.` : ''
        }
        confirmLabel="Send invitation"
        isDestructive={false}
        isPending={invite.isPending}
        onConfirm={() => {
          if (inviting) invite.mutate(inviting.id, { onSettled: () => setInviting(null) });
        }}
        onClose={() => setInviting(null)}
      />
      <ContactRequestHistoryModal request={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
