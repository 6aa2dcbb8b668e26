import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CONTRACT_ORIGIN_LABELS, ROUTES, type TContract } from '@procura/shared';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HistoryTab } from '../../../components/HistoryTab';
import { isRecordId } from '../../../components/RecordLoadError';
import { RecordBackLink, RecordHeader, RecordPageError, RecordTabs, type TRecordBack } from '../../../components/RecordPage';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { formatDate, formatMoney } from '../../../lib/format';
import { ContractActions } from '../components/ContractActions';
import { ContractDocumentsTab } from '../components/ContractDocumentsTab';
import { ContractLinesTab } from '../components/ContractLinesTab';
import { ContractStatusBadge } from '../components/ContractStatusBadge';
import { ContractVersionsTab } from '../components/ContractVersionsTab';
import { contractPath, dateRange } from '../contract-format';
import { CONTRACT_HISTORY } from '../contract-history';
import { contractHistoryQuery, useContractDetail } from '../queries';

type TTab = 'lines' | 'documents' | 'versions' | 'history';
const isTab = (value: string | undefined | null): value is TTab => value === 'lines' || value === 'documents' || value === 'versions' || value === 'history';
const BACK: TRecordBack = { to: ROUTES.contracts, label: 'All contracts', listName: 'Contracts' };

/** Keyed by id: moving from one contract to another starts the page afresh (tabs, modals). */
export default function ContractDetailPage() {
  const { id = '' } = useParams();
  if (isRecordId(id)) return <ContractDetail key={id} id={id} />;
  return <RecordPageError back={BACK} what="contract" error={null} />;
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
  if (contract.error || !contract.data) return <RecordPageError back={BACK} what="contract" error={contract.error} onRetry={() => void contract.refetch()} />;
  const data = contract.data;
  return (
    <Stack gap="lg">
      <RecordBackLink back={BACK} />
      <RecordHeader
        band="teal.1"
        title={data.title}
        badge={<ContractStatusBadge status={data.status} />}
        meta={`${data.number} · ${data.clientName} · version ${data.version}`}
        actions={<ContractActions contract={data} />}
      >
        <ContractSummary contract={data} />
      </RecordHeader>
      <RecordTabs
        value={tab}
        onChange={(next) => void navigate(contractPath(data.id, next === 'lines' ? undefined : next), { replace: true })}
        tabs={[
          { value: 'lines', label: `Lines (${data.lineCount})`, panel: <ContractLinesTab contract={data} /> },
          { value: 'documents', label: 'Documents', panel: <ContractDocumentsTab contract={data} /> },
          { value: 'versions', label: `Versions (${data.version})`, panel: <ContractVersionsTab contractId={data.id} /> },
          {
            value: 'history',
            label: 'History',
            panel: <HistoryTab label="Contract history" vocabulary={CONTRACT_HISTORY} query={contractHistoryQuery(data.id)} />,
          },
        ]}
      />
    </Stack>
  );
}
