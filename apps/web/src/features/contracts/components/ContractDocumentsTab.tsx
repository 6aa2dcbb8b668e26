import { Button, Group, Stack, Text } from '@mantine/core';
import type { TContract, TContractDocument } from '@procura/shared';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, useTabPaging } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useContractDocuments, useDownloadContractDocument, useRemoveContractDocument } from '../parts-queries';
import { DOCUMENT_KIND_LABELS } from './document-kinds';
import { UploadDocumentModal } from './UploadDocumentModal';

/**
 * The contract's documents (docs/contracts.md "Documents"): everyone who reads the contract lists
 * and downloads them; the buyer uploads (the signed copy, amendments, others) and removes them.
 */
export function ContractDocumentsTab({ contract }: { contract: TContract }) {
  const documents = useContractDocuments(contract.id);
  const download = useDownloadContractDocument(contract.id);
  const remove = useRemoveContractDocument(contract.id);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<TContractDocument | null>(null);
  const { page, limit, paging } = useTabPaging();
  const canEdit = contract.abilities.edit;
  const rows = documents.data?.data ?? [];
  const columns: readonly TDataTableColumn<TContractDocument>[] = [
    {
      key: 'title',
      header: 'Document',
      render: (d) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {d.title}
        </Text>
      ),
    },
    { key: 'kind', header: 'Kind', width: 140, render: (d) => <Text size="sm">{DOCUMENT_KIND_LABELS[d.kind]}</Text> },
    { key: 'uploaded', header: 'Uploaded', width: 190, hideOnCard: true, render: (d) => <Text size="sm">{formatDateTime(d.uploadedAt)}</Text> },
    {
      key: 'download',
      header: 'File',
      width: 140,
      render: (d) => (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload aria-hidden size={16} />}
          aria-label={`Download ${d.title}`}
          loading={download.isPending && download.variables === d.id}
          onClick={() => download.mutate(d.id)}
        >
          Download
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {contract.signedDocumentRequired
            ? 'The client asks for the signed copy before the contract is activated.'
            : 'The signed copy and amendments, kept with the contract.'}
        </Text>
        {canEdit ? (
          <Button leftSection={<IconUpload aria-hidden size={16} />} onClick={() => setUploading(true)}>
            Upload document
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Documents"
        columns={columns}
        rows={rows.slice((page - 1) * limit, page * limit)}
        getRowId={(d) => d.id}
        getRowLabel={(d) => d.title}
        paging={paging(rows.length)}
        isLoading={documents.isLoading}
        isFetching={documents.isFetching}
        error={documents.error ? errorMessage(documents.error, 'The documents could not be loaded.') : null}
        onRetry={() => void documents.refetch()}
        rowActions={
          canEdit
            ? (d) => [{ label: 'Remove document', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setRemoving(d) }]
            : undefined
        }
        empty={{
          title: 'No documents yet',
          description: canEdit ? 'Upload the signed copy once the contract is signed.' : 'The buyer keeps the signed copy here.',
        }}
      />
      {uploading ? <UploadDocumentModal contract={contract} onClose={() => setUploading(false)} /> : null}
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove document"
        message={removing ? `"${removing.title}" is no longer listed with ${contract.number}.` : ''}
        confirmLabel="Remove document"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
