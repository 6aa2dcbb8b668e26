import { Select, Stack, Text } from '@mantine/core';
import type { TRfp } from '@procura/shared';
import { useState } from 'react';
import { DocumentUploadPanel } from '../../../../components/documents/DocumentUploadPanel';
import { useUploadRfpDocument } from '../../documents-queries';
import { useRfpLines } from '../../queries';
import { LinkedDocument } from '../LinkedDocument';
import { RfpDocumentsTable } from '../RfpDocumentsTable';

/**
 * The buyer's documents of an RFP (docs/rfp.md "Documents"): added and removed while a draft;
 * once published they stay as the vendors received them, and new ones come with an addendum.
 * `linkedDocumentId`: the document an e-mail's link names, shown first with its download.
 */
export function DocumentsTab({ rfp, linkedDocumentId }: { rfp: TRfp; linkedDocumentId?: string }) {
  const isDraft = rfp.status === 'DRAFT';
  const canChange = isDraft && rfp.abilities.edit;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {isDraft
          ? 'Instructions, insurance requirements, site plans: every invited vendor reads these once the RFP is published.'
          : 'The invited vendors read and download these documents. To add or correct one, publish an addendum.'}
      </Text>
      {linkedDocumentId ? <LinkedDocument rfpId={rfp.id} documentId={linkedDocumentId} /> : null}
      {canChange ? <DocumentUpload rfpId={rfp.id} /> : null}
      <RfpDocumentsTable
        rfpId={rfp.id}
        canRemove={canChange}
        empty={{ title: 'No documents', description: canChange ? 'Upload a document above.' : 'This RFP has no documents.' }}
      />
    </Stack>
  );
}

const WHOLE_RFP = 'rfp';

/** What the next upload is for: the whole RFP, or one line's property (a site plan). */
function DocumentUpload({ rfpId }: { rfpId: string }) {
  const [target, setTarget] = useState(WHOLE_RFP);
  const lines = useRfpLines(rfpId, { page: 1, limit: 500, sort: 'position', sortDirection: 'asc' });
  const lineId = target === WHOLE_RFP ? null : target;
  const options = [
    { value: WHOLE_RFP, label: 'The whole RFP' },
    ...(lines.data?.data ?? []).map((line) => ({ value: line.id, label: `${line.propertyName} · ${line.serviceName}` })),
  ];
  return (
    <Stack gap="xs">
      <Select label="Document for" data={options} value={target} onChange={(value) => setTarget(value ?? WHOLE_RFP)} allowDeselect={false} maw={420} />
      <DocumentUploadPanel
        category={lineId ? 'rfp_property_attachment' : 'rfp_attachment'}
        useUpload={(binding) => useUploadRfpDocument(rfpId, lineId, binding)}
      />
    </Stack>
  );
}
