import { Button, FileInput, Group, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { UPLOAD_RULES, acceptOf, type TPropertyDetail, type TPropertyDocument } from '@procura/shared';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, type TDataTableRowAction, useTabPaging } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useStoredFileDownload } from '../../../../lib/use-stored-file-download';
import { fileSizeLabel } from '../../property-display';
import { usePropertyDocuments, useRemovePropertyDocument, useUploadPropertyDocument } from '../../queries';
import { formatDateTime } from '../../../../lib/format';

const RULE = UPLOAD_RULES.property_document;

const COLUMNS: TDataTableColumn<TPropertyDocument>[] = [
  {
    key: 'title',
    header: 'Document',
    width: '36%',
    render: (document) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dark.7" truncate title={document.title}>{document.title}</Text>
        <Text size="xs" c="dimmed" truncate title={document.fileName}>{document.fileName}</Text>
      </Stack>
    ),
  },
  { key: 'size', header: 'Size', width: 100, align: 'right', render: (document) => <Text size="sm">{fileSizeLabel(document.sizeBytes)}</Text> },
  {
    key: 'added',
    header: 'Added',
    render: (document) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(document.createdAt)}</Text>
        {document.createdByName ? <Text size="xs" c="dimmed">by {document.createdByName}</Text> : null}
      </Stack>
    ),
  },
];

function UploadPanel({ propertyId }: { propertyId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPropertyDocument(propertyId, { form: { getValues: () => ({ title }), setErrors: (found) => setProblem(found.title ?? null) } });
  const isBusy = upload.isPending;

  const choose = (next: File | null) => {
    setProblem(next && next.size > RULE.maxBytes ? `The file is larger than ${fileSizeLabel(RULE.maxBytes)}.` : null);
    setFile(next);
    if (next && !title) setTitle(next.name.replace(/\.[^.]+$/, ''));
  };

  const start = () => {
    if (!file || problem) return;
    if (!title.trim()) {
      setProblem('Enter a title.');
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, title, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="sm" fw={600} mb="sm">Upload a document</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        <FileInput label="File" placeholder="Choose a file" description={RULE.label} accept={acceptOf('property_document')} value={file} onChange={choose} clearable error={problem && file ? problem : undefined} disabled={isBusy} />
        <TextInput size="sm" label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} disabled={isBusy} error={problem === 'Enter a title.' ? problem : undefined} />
        <Stack gap={6} pt={{ base: 0, sm: 24 }}>
          <Button leftSection={<IconUpload aria-hidden size={16} />} onClick={start} disabled={!file || Boolean(problem && problem !== 'Enter a title.')} loading={upload.isPending}>
            Upload
          </Button>
        </Stack>
      </SimpleGrid>
      {progress !== null ? <Progress value={progress} mt="sm" size="sm" radius="xl" aria-label={`Uploading ${file?.name ?? 'the file'}`} /> : null}
    </Paper>
  );
}

export function DocumentsTab({ property }: { property: TPropertyDetail }) {
  const { page, limit, paging } = useTabPaging();
  const documents = usePropertyDocuments({ propertyId: property.id, page, limit });
  const download = useStoredFileDownload();
  const remove = useRemovePropertyDocument(property.id);
  const [toDelete, setToDelete] = useState<TPropertyDocument | null>(null);
  const canEdit = property.abilities.edit;

  const rowActions = (document: TPropertyDocument): TDataTableRowAction[] => [
    { label: 'Download', icon: <IconDownload aria-hidden size={16} />, onSelect: () => download.mutate(document.fileKey) },
    ...(canEdit ? [{ label: 'Delete', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToDelete(document) }] : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">Site plans, photos, prior contracts: anything a vendor should see before bidding.</Text>
      </Group>
      {canEdit ? <UploadPanel propertyId={property.id} /> : null}
      <DataTable
        label="Property documents"
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
        empty={{ title: 'No documents yet', description: canEdit ? 'Upload site plans, photos or contracts above.' : 'Documents added to this property will appear here.' }}
      />
      <ConfirmModal
        isOpen={toDelete !== null}
        title="Delete document"
        message={toDelete ? `Delete ${toDelete.title}? The file is removed for everyone.` : ''}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
