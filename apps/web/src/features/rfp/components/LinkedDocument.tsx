import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useRfpDocumentDownload, useRfpDocuments } from '../documents-queries';

/**
 * The document an addendum's e-mail links (/rfp/:id/documents/:documentId, docs/rfp.md "Mail"):
 * named, brought into view, its download one click away. Mail links the files, never attaches
 * them; the link's download is signed when clicked, so an old e-mail still works.
 */
export function LinkedDocument({ rfpId, documentId }: { rfpId: string; documentId: string }) {
  const documents = useRfpDocuments(rfpId);
  const download = useRfpDocumentDownload(rfpId);
  const box = useRef<HTMLDivElement>(null);
  const isLoaded = documents.data !== undefined;
  useEffect(() => {
    if (isLoaded) box.current?.scrollIntoView({ block: 'center' });
  }, [isLoaded]);
  if (!documents.data) return null;
  const document = documents.data.find((d) => d.id === documentId);
  if (!document)
    return (
      <Alert ref={box} color="orange" title="Document not found">
        The link names a document this RFP does not list. Its documents are below.
      </Alert>
    );
  const where = document.propertyName ? `For ${document.propertyName} · ${document.serviceName ?? ''}` : 'For the whole RFP';
  return (
    <Alert ref={box} color="blue" title={`From your e-mail: ${document.name}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {where}
          {document.addendumNumber ? ` · added by addendum ${document.addendumNumber}` : ''}
        </Text>
        <Button size="xs" leftSection={<IconDownload aria-hidden size={14} />} loading={download.isPending} onClick={() => download.mutate(document.id)}>
          Download {document.name}
        </Button>
      </Group>
    </Alert>
  );
}
