import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { CONTRACT_ORIGIN_LABELS, ROUTES, type TContract } from '@procura/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { formatDate, formatMoney } from '../../../lib/format';
import { ContractActions } from '../components/ContractActions';
import { ContractDocumentsTab } from '../components/ContractDocumentsTab';
import { ContractLinesTab } from '../components/ContractLinesTab';
import { ContractStatusBadge } from '../components/ContractStatusBadge';
import { ContractVersionsTab } from '../components/ContractVersionsTab';
import { contractPath, dateRange } from '../contract-format';
import { useContractDetail } from '../queries';

const TABS = ['lines', 'documents', 'versions'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | undefined | null): value is TTab => TABS.some((tab) => tab === value);

function BackLink() {
  return (
    <Anchor component={Link} to={ROUTES.contracts} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        All contracts
      </Group>
    </Anchor>
  );
}

/** Keyed by id: moving from one contract to another starts the page afresh (tabs, modals). */
export default function ContractDetailPage() {
  const { id = '' } = useParams();
  if (isRecordId(id)) return <ContractDetail key={id} id={id} />;
  return (
    <Stack>
      <BackLink />
      <RecordLoadError what="contract" error={null} isBrokenLink backTo={ROUTES.contracts} backLabel="Contracts" onRetry={() => undefined} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ContractSummary({ contract: c }: { contract: TContract }) {
  const renewal = c.autoRenews
    ? `Renews by itself${c.renewalTermMonths ? ` for ${c.renewalTermMonths} months` : ''}${c.noticeDays !== null ? `; ${c.noticeDays} days' notice to stop it` : ''}`
    : 'Does not renew by itself';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <Fact label="Vendor">{c.vendorName}</Fact>
      <Fact label="In force">{dateRange(c.startOn, c.endOn, formatDate)}</Fact>
      <Fact label="Renewal">{renewal}</Fact>
      <Fact label="Annual cost">{formatMoney(c.annualCost)}</Fact>
      <Fact label="Total value">{formatMoney(c.totalValue)}</Fact>
      <Fact label="Payment terms">{c.paymentTerms ?? '—'}</Fact>
      <Fact label="Governing law">{c.governingLaw ?? '—'}</Fact>
      <Fact label="Origin">{CONTRACT_ORIGIN_LABELS[c.origin]}</Fact>
    </SimpleGrid>
  );
}

function ContractDetail({ id }: { id: string }) {
  const { tab: tabParam } = useParams();
  const navigate = useNavigate();
  const contract = useContractDetail(id);
  usePageTitle(contract.data ? `${contract.data.number} ${contract.data.title}` : 'Contract');
  const tab: TTab = isTab(tabParam) ? tabParam : 'lines';

  if (contract.isLoading) return <Spinner hint="Loading the contract…" />;
  if (contract.error || !contract.data) {
    return (
      <Stack>
        <BackLink />
        <RecordLoadError what="contract" error={contract.error} backTo={ROUTES.contracts} backLabel="Contracts" onRetry={() => void contract.refetch()} />
      </Stack>
    );
  }
  const data = contract.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Box h={8} bg="teal.1" />
        <Stack p={{ base: 'md', sm: 'lg' }} gap="md">
          <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
              <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                {data.title}
              </Title>
              <Group gap="xs">
                <ContractStatusBadge status={data.status} />
                <Text size="sm" c="dimmed">
                  {data.number} · {data.clientName} · version {data.version}
                </Text>
              </Group>
            </Stack>
            <ContractActions contract={data} />
          </Group>
          <ContractSummary contract={data} />
        </Stack>
      </Paper>
      <Tabs
        value={tab}
        onChange={(next) => isTab(next) && void navigate(contractPath(data.id, next === 'lines' ? undefined : next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="lines">Lines ({data.lineCount})</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="versions">Versions ({data.version})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lines">
          <ContractLinesTab contract={data} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <ContractDocumentsTab contract={data} />
        </Tabs.Panel>
        <Tabs.Panel value="versions">
          <ContractVersionsTab contractId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
