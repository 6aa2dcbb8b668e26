import { Stack, Text } from '@mantine/core';
import type { TRfpAttachment } from '@procura/shared';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, useTabPaging } from '../../../components/DataTable';
import type { TDataTableColumn, TDataTableRowAction } from '../../../components/DataTable/types';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { useRemoveRfpDocument, useRfpDocumentDownload, useRfpDocuments } from '../documents-queries';

const COLUMNS: TDataTableColumn<TRfpAttachment>[] = [
  {
    key: 'name',
    header: 'Document',
    width: '36%',
    render: (document) => (
      <Text size="sm" fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
        {document.name}
      </Text>
    ),
  },
  {
    key: 'for',
    header: 'For',
    render: (document) =>
      document.lineId ? (
        <Stack gap={0}>
          <Text size="sm">{document.propertyName}</Text>
          <Text size="xs" c="dimmed">
            {document.serviceName}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">The whole RFP</Text>
      ),
  },
  {
    key: 'added',
    header: 'Added',
    render: (document) => (
      <Stack gap={0}>
        <Text size="sm">{document.addendumNumber ? `Addendum ${document.addendumNumber}` : 'With the RFP'}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(document.createdAt)}
        </Text>
      </Stack>
    ),
  },
  { key: 'size', header: 'Size', width: 100, align: 'right', render: (document) => <Text size="sm">{formatFileSize(document.sizeBytes)}</Text> },
];

/**
 * An RFP's documents, RFP-wide and per line, each downloaded through a short-lived link; the
 * buyer removes them while the RFP is a draft (`canRemove`). The buyer's tab and the invited
 * vendor's page both show this list.
 */
export function RfpDocumentsTable({ rfpId, canRemove, empty }: { rfpId: string; canRemove: boolean; empty: { title: string; description?: string } }) {
  const documents = useRfpDocuments(rfpId);
  const download = useRfpDocumentDownload(rfpId);
  const remove = useRemoveRfpDocument(rfpId);
  const { page, limit, paging } = useTabPaging();
  const [toRemove, setToRemove] = useState<TRfpAttachment | null>(null);
  const all = documents.data ?? [];

  const rowActions = (document: TRfpAttachment): TDataTableRowAction[] => [
    { label: 'Download', icon: <IconDownload aria-hidden size={16} />, onSelect: () => download.mutate(document.id) },
    ...(canRemove ? [{ label: 'Remove', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToRemove(document) }] : []),
  ];

  return (
    <>
      <DataTable
        label="RFP documents"
        columns={COLUMNS}
        rows={documents.data ? all.slice((page - 1) * limit, page * limit) : undefined}
        getRowId={(document) => document.id}
        getRowLabel={(document) => document.name}
        paging={paging(all.length)}
        rowActions={rowActions}
        isLoading={documents.isLoading}
        error={documents.error ? errorMessage(documents.error, 'The documents could not be loaded.') : null}
        onRetry={() => void documents.refetch()}
        empty={empty}
      />
      {canRemove ? (
        <ConfirmModal
          isOpen={toRemove !== null}
          title="Remove document"
          message={toRemove ? `Remove ${toRemove.name} from the RFP?` : ''}
          confirmLabel="Remove"
          isPending={remove.isPending}
          onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })}
          onClose={() => setToRemove(null)}
        />
      ) : null}
    </>
  );
}
