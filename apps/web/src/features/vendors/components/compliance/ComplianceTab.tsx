import { Alert, Button, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COVERAGE_GAP_REASON_LABELS,
  daysBetween,
  COVERAGE_TYPE_LABELS,
  VENDOR_COMPLIANCE_STATE_DESCRIPTIONS,
  type TCoiFormInput,
  type TVendorDocument,
  type TVendorDocumentKind,
} from '@procura/shared';
import { IconAlertTriangle, IconDownload, IconFilePlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { TableErrorState } from '../../../../components/DataTable/DataTableStates';
import { Spinner } from '../../../../components/Spinner';
import { errorMessage } from '../../../../lib/api-error';
import { useStoredFileDownload } from '../../../../lib/use-stored-file-download';
import { useDeleteVendorDocument, useVendorCompliance, useVendorDocuments } from '../../queries';
import { ComplianceBadge } from '../ComplianceBadge';
import { formatAmount } from '../vendor-format';
import { CertificatesList } from './CertificatesList';
import { DocumentFormModal } from './DocumentFormModal';
import { ExpiryTimeline, expiryPhrase } from './ExpiryTimeline';
import { formatDate } from '../../../../lib/format';

const documentName = (document: TVendorDocument) => document.fileName ?? (document.kind === 'W9' ? 'W-9' : 'Certificate');

interface TAdding {
  kind: TVendorDocumentKind;
  renewing?: Partial<TCoiFormInput> | null;
}

/** W-9 and certificates of insurance: the computed state, what is on file, what runs out when. */
export function ComplianceTab({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const compliance = useVendorCompliance(vendorId);
  const earlier = useVendorDocuments(vendorId, { status: ['REPLACED'], limit: 10, sort: 'createdAt', sortDirection: 'desc' });
  const remove = useDeleteVendorDocument();
  const downloadFile = useStoredFileDownload();
  const download = (document: TVendorDocument) => document.fileKey && downloadFile.mutate(document.fileKey);
  const [adding, setAdding] = useState<TAdding | null>(null);
  const [removing, setRemoving] = useState<TVendorDocument | null>(null);

  if (compliance.isLoading) return <Spinner size={40} hint="Loading the compliance documents…" />;
  if (compliance.error || !compliance.data) {
    return (
      <TableErrorState message={errorMessage(compliance.error, 'The compliance documents could not be loaded.')} onRetry={() => void compliance.refetch()} />
    );
  }
  const data = compliance.data;
  const { canManage } = data;

  const renew = (certificate: TVendorDocument) =>
    setAdding({
      kind: 'COI',
      renewing: {
        insurer: certificate.insurer ?? '',
        policyNumber: certificate.policyNumber ?? '',
        coverageType: certificate.coverageType ?? undefined,
        eachOccurrence: certificate.eachOccurrence ?? '',
        aggregate: certificate.aggregate ?? '',
        additionalInsured: certificate.additionalInsured,
      },
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={2} size="h4">
                Compliance
              </Title>
              <ComplianceBadge state={data.state} expiresOn={data.expiresOn} size="md" />
            </Group>
            <Text size="sm" c="dark.6">
              {VENDOR_COMPLIANCE_STATE_DESCRIPTIONS[data.state]}
              {data.expiresOn
                ? ` The first certificate to run out ${expiryPhrase(daysBetween(data.today, data.expiresOn))} (${formatDate(data.expiresOn)}).`
                : ''}
            </Text>
          </Stack>
          {canManage ? (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconUpload aria-hidden size={16} />} onClick={() => setAdding({ kind: 'W9' })}>
                Upload W-9
              </Button>
              <Button leftSection={<IconFilePlus aria-hidden size={16} />} onClick={() => setAdding({ kind: 'COI' })}>
                Add certificate
              </Button>
            </Group>
          ) : null}
        </Group>
        {data.belowRequirements ? (
          <Alert
            mt="md"
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden size={18} />}
            title={`Below the coverage ${data.requirementsFor.clientName ? `${data.requirementsFor.clientName} requires` : 'the provider requires'}`}
          >
            <List size="sm" spacing={4}>
              {data.gaps.map((gap) => (
                <List.Item key={gap.coverageType}>
                  <Text span fw={600} size="sm">
                    {COVERAGE_TYPE_LABELS[gap.coverageType]}:
                  </Text>{' '}
                  {gap.reasons.map((reason) => COVERAGE_GAP_REASON_LABELS[reason]).join('; ')} — needs {formatAmount(gap.required.eachOccurrence)} each
                  occurrence and {formatAmount(gap.required.aggregate)} aggregate
                  {gap.actual ? `, has ${formatAmount(gap.actual.eachOccurrence)} and ${formatAmount(gap.actual.aggregate)}` : ''}.
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </Paper>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg" h="100%">
            <Text fw={700} size="sm" mb="sm">
              W-9
            </Text>
            {data.w9 ? (
              <Stack gap={6}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {documentName(data.w9)}
                </Text>
                <Text size="xs" c="dimmed">
                  Added {formatDate(data.w9.createdAt)}
                  {data.w9.createdByName ? ` by ${data.w9.createdByName}` : ''}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload aria-hidden size={14} />}
                    onClick={() => data.w9 && download(data.w9)}
                    aria-label="Download the W-9"
                  >
                    Download
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No W-9 on file.{canManage ? ' Upload the signed form.' : ''}
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="lg" h="100%">
            <Text fw={700} size="sm" mb="sm">
              Expiry timeline
            </Text>
            <ExpiryTimeline entries={data.timeline} today={data.today} />
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="lg" p="lg">
        <Text fw={700} size="sm" mb="sm">
          Certificates of insurance ({data.certificates.length})
        </Text>
        {data.certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No certificate on file.{canManage ? ' Add one with Add certificate.' : ''}
          </Text>
        ) : (
          <CertificatesList
            certificates={data.certificates}
            gaps={data.gaps}
            canManage={canManage}
            onDownload={download}
            onRenew={renew}
            onRemove={setRemoving}
          />
        )}
      </Paper>

      {earlier.data && earlier.data.data.length > 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text fw={700} size="sm" mb="sm">
            Earlier documents
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {earlier.data.data.map((document) => (
              <Group key={document.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {document.kind === 'W9' ? 'W-9' : document.coverageType ? COVERAGE_TYPE_LABELS[document.coverageType] : 'Certificate'}
                  <Text span size="sm" c="dimmed">
                    {[document.fileName, `replaced, added ${formatDate(document.createdAt)}`]
                      .filter(Boolean)
                      .map((part) => ` · ${part}`)
                      .join('')}
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  onClick={() => download(document)}
                  aria-label={`Download ${documentName(document)}`}
                >
                  Download
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}

      {adding ? <DocumentFormModal vendorId={vendorId} kind={adding.kind} renewing={adding.renewing} onClose={() => setAdding(null)} /> : null}
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove document"
        message={removing ? `${documentName(removing)} is removed from ${vendorName}. The document it replaced, if any, is current again.` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
