import { ActionIcon, Group, Menu, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { COMPLIANCE_EXPIRING_DAYS, COVERAGE_TYPE_LABELS, VENDOR_DOCUMENT_STATUS_LABELS, type TVendorCompliance, type TVendorDocument } from '@procura/shared';
import { IconDots, IconDownload, IconFilePlus } from '@tabler/icons-react';
import { useIsMobile } from '../../../../lib/use-is-mobile';
import { formatAmount } from '../vendor-format';
import { expiryPhrase } from './ExpiryTimeline';
import { formatDate } from '../../../../lib/format';
import { StatusBadge, type TStatusTone } from '../../../../components/StatusBadge';

interface TCertificatesListProps {
  certificates: readonly TVendorDocument[];
  gaps: TVendorCompliance['gaps'];
  canManage: boolean;
  onDownload: (certificate: TVendorDocument) => void;
  onRenew: (certificate: TVendorDocument) => void;
  onRemove: (certificate: TVendorDocument) => void;
}

const coverageOf = (certificate: TVendorDocument) => (certificate.coverageType ? COVERAGE_TYPE_LABELS[certificate.coverageType] : 'Certificate');

/** What one certificate says about itself: expired, expiring, amounts below the client's minimum. */
function factsOf(certificate: TVendorDocument, gaps: TVendorCompliance['gaps']) {
  const gap = gaps.find((g) => g.coverageType === certificate.coverageType);
  const isShort = (field: 'eachOccurrence' | 'aggregate') => gap !== undefined && certificate[field] !== null && certificate[field] < gap.required[field];
  const isExpired = certificate.status === 'EXPIRED' || (certificate.expiresInDays !== null && certificate.expiresInDays < 0);
  const isExpiring = !isExpired && certificate.expiresInDays !== null && certificate.expiresInDays <= COMPLIANCE_EXPIRING_DAYS;
  const tone: TStatusTone = isExpired ? 'negative' : isExpiring ? 'attention' : 'positive';
  return { isShort, isExpired, isExpiring, tone, label: isExpired ? 'Expired' : isExpiring ? 'Expiring' : VENDOR_DOCUMENT_STATUS_LABELS[certificate.status] };
}

function Amount({ value, isShort }: { value: number | null; isShort: boolean }) {
  return (
    <Text size="sm" c={isShort ? 'red.8' : undefined} fw={isShort ? 700 : undefined}>
      {formatAmount(value)}
      {isShort ? ' (below minimum)' : ''}
    </Text>
  );
}

function Actions({
  certificate,
  canManage,
  onDownload,
  onRenew,
  onRemove,
}: { certificate: TVendorDocument } & Omit<TCertificatesListProps, 'certificates' | 'gaps'>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${coverageOf(certificate)} ${certificate.policyNumber ?? ''}`.trim()}>
          <IconDots aria-hidden size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDownload aria-hidden size={14} />} onClick={() => onDownload(certificate)}>
          Download
        </Menu.Item>
        {canManage ? (
          <>
            <Menu.Item leftSection={<IconFilePlus aria-hidden size={14} />} onClick={() => onRenew(certificate)}>
              Upload renewal
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onRemove(certificate)}>
              Remove
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The certificates in force and expired: a table on wide screens, one card each on a phone. */
export function CertificatesList(props: TCertificatesListProps) {
  const { certificates, gaps } = props;
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" aria-label="Certificates of insurance" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {certificates.map((certificate) => {
          const facts = factsOf(certificate, gaps);
          return (
            <Paper key={certificate.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={700}>
                    {coverageOf(certificate)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[certificate.insurer, certificate.policyNumber].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <StatusBadge tone={facts.tone} label={facts.label} />
                  <Actions certificate={certificate} {...props} />
                </Group>
              </Group>
              <SimpleGrid cols={2} spacing="xs" mt="xs">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    Each occurrence
                  </Text>
                  <Amount value={certificate.eachOccurrence} isShort={facts.isShort('eachOccurrence')} />
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    Aggregate
                  </Text>
                  <Amount value={certificate.aggregate} isShort={facts.isShort('aggregate')} />
                </Stack>
              </SimpleGrid>
              <Text size="xs" mt="xs" c={facts.isExpired ? 'red.8' : facts.isExpiring ? 'var(--mantine-color-yellow-light-color)' : 'dark.6'}>
                {formatDate(certificate.effectiveOn)} – {formatDate(certificate.expiresOn)} · {expiryPhrase(certificate.expiresInDays)}
                {certificate.additionalInsured ? ' · additional insured' : ''}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label="Certificates of insurance" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Coverage</Table.Th>
            <Table.Th scope="col">Insurer and policy</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Each occurrence
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Aggregate
            </Table.Th>
            <Table.Th scope="col">In force</Table.Th>
            <Table.Th scope="col" w={110}>
              Status
            </Table.Th>
            <Table.Th scope="col" w={52}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => {
            const facts = factsOf(certificate, gaps);
            return (
              <Table.Tr key={certificate.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {coverageOf(certificate)}
                  </Text>
                  {certificate.additionalInsured ? (
                    <Text size="xs" c="dimmed">
                      Additional insured
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{certificate.insurer ?? '—'}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {certificate.policyNumber}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Amount value={certificate.eachOccurrence} isShort={facts.isShort('eachOccurrence')} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Amount value={certificate.aggregate} isShort={facts.isShort('aggregate')} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatDate(certificate.effectiveOn)} – {formatDate(certificate.expiresOn)}
                  </Text>
                  <Text
                    size="xs"
                    c={facts.isExpired ? 'red.8' : facts.isExpiring ? 'var(--mantine-color-yellow-light-color)' : 'dimmed'}
                    fw={facts.isExpired || facts.isExpiring ? 600 : undefined}
                  >
                    {expiryPhrase(certificate.expiresInDays)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge tone={facts.tone} label={facts.label} />
                </Table.Td>
                <Table.Td>
                  <Actions certificate={certificate} {...props} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
