import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TUploadCategory } from '@procura/shared';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useStoredFileDownload } from '../../lib/use-stored-file-download';
import { ConfirmModal } from '../ConfirmModal';
import { DataTable, useTabPaging, type TDataTableColumn, type TDataTableRowAction, type TPageQuery } from '../DataTable';
import { DocumentUploadPanel, type TUseDocumentUpload } from './DocumentUploadPanel';
import { FileCard, type TRecordFile } from './FileCard';

/** A document uploaded to a record: a title over the stored file. */
export interface TDocumentRow {
  id: string;
  title: string;
  fileName: string;
  fileKey: string;
  sizeBytes: number;
  createdAt: string;
  createdByName: string | null;
}

export interface TDocumentListProps<TDocument extends TDocumentRow> {
  /** Names the table ('Property documents'). */
  label: string;
  /** The record's documents, one page: a query hook. */
  useDocuments: (query: { page: number; limit: number }) => TPageQuery<TDocument>;
  /** Present when the person may add documents: the storage category and the record's upload call. */
  upload?: { category: TUploadCategory; useUpload: TUseDocumentUpload };
  /** Present when the person may delete them. */
  remove?: { mutate: (id: string, options: { onSuccess: () => void }) => void; isPending: boolean };
  empty: { title: string; description?: string };
}

interface TDocumentsTabProps<TDocument extends TDocumentRow> {
  /** What belongs here, above everything. */
  intro?: ReactNode;
  /** Files the record holds in fields of its own (a client's logo), as cards. */
  files?: readonly TRecordFile[];
  /** Documents uploaded to the record, listed with their upload and delete. */
  documents?: TDocumentListProps<TDocument>;
  /** What will be listed here later. */
  footnote?: ReactNode;
}

const COLUMNS: TDataTableColumn<TDocumentRow>[] = [
  {
    key: 'title',
    header: 'Document',
    width: '36%',
    render: (document) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dark.7" truncate title={document.title}>
          {document.title}
        </Text>
        <Text size="xs" c="dimmed" truncate title={document.fileName}>
          {document.fileName}
        </Text>
      </Stack>
    ),
  },
  { key: 'size', header: 'Size', width: 100, align: 'right', render: (document) => <Text size="sm">{formatFileSize(document.sizeBytes)}</Text> },
  {
    key: 'added',
    header: 'Added',
    render: (document) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(document.createdAt)}</Text>
        {document.createdByName ? (
          <Text size="xs" c="dimmed">
            by {document.createdByName}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

function DocumentList<TDocument extends TDocumentRow>({ label, useDocuments, upload, remove, empty }: TDocumentListProps<TDocument>) {
  const { page, limit, paging } = useTabPaging();
  const documents = useDocuments({ page, limit });
  const download = useStoredFileDownload();
  const [toDelete, setToDelete] = useState<TDocument | null>(null);

  const rowActions = (document: TDocument): TDataTableRowAction[] => [
    { label: 'Download', icon: <IconDownload aria-hidden size={16} />, onSelect: () => download.mutate(document.fileKey) },
    ...(remove ? [{ label: 'Delete', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToDelete(document) }] : []),
  ];

  return (
    <>
      {upload ? <DocumentUploadPanel category={upload.category} useUpload={upload.useUpload} /> : null}
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={documents.data?.data}
        getRowId={(document) => document.id}
        getRowLabel={(document) => document.title}
        paging={paging(documents.data?.total ?? 0)}
        rowActions={rowActions}
        isLoading={documents.isLoading}
        isFetching={documents.isFetching && documents.isPlaceholderData}
        error={documents.error ? errorMessage(documents.error, 'The documents could not be loaded.') : null}
        onRetry={() => void documents.refetch()}
        empty={empty}
      />
      {remove ? (
        <ConfirmModal
          isOpen={toDelete !== null}
          title="Delete document"
          message={toDelete ? `Delete ${toDelete.title}? The file is removed for everyone.` : ''}
          confirmLabel="Delete"
          isPending={remove.isPending}
          onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
          onClose={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}

/** One documents tab for every record: its own files as cards, its uploaded documents as a list. */
export function DocumentsTab<TDocument extends TDocumentRow>({ intro, files, documents, footnote }: TDocumentsTabProps<TDocument>) {
  return (
    <Stack gap="md">
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {files ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {files.map((file) => (
            <FileCard key={file.label} {...file} />
          ))}
        </SimpleGrid>
      ) : null}
      {documents ? <DocumentList {...documents} /> : null}
      {footnote ? (
        <Text size="sm" c="dimmed">
          {footnote}
        </Text>
      ) : null}
    </Stack>
  );
}
