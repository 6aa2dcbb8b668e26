import { Alert, Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useAdjustments, useAwards, useRfpAnalysis, useScenarios } from '../queries';
import { AdjustmentModal } from './AdjustmentModal';
import { AdjustmentsList } from './AdjustmentsList';
import { AwardContracts } from './AwardContracts';
import { AwardModal, type TAwardTarget } from './AwardModal';
import { LineStatsTable } from './LineStatsTable';
import { ReportActions } from './ReportActions';
import { ReportSection } from './ReportSection';
import { ScenarioCards } from './ScenarioCards';
import { VendorTotals } from './VendorTotals';

const LINES_PER_PAGE = 50;

// The charts (recharts, the report's heaviest part) come in their own chunk, fetched when an opened report shows them.
const ReportCharts = lazy(() => import('./ReportCharts'));

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'attention' }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} c={tone && value > 0 ? 'orange.9' : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

function LoadFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={`The ${what} could not be loaded`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, 'Try again in a moment.')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** The report of an RFP whose bids are opened (docs/rfp.md "Analysing bids", "Leveling", "Award scenarios", "Awarding"). */
export function ReportBody({ rfpId }: { rfpId: string }) {
  const [page, setPage] = useState(1);
  const [awarding, setAwarding] = useState<TAwardTarget | null>(null);
  const [isAdjusting, setAdjusting] = useState(false);
  const analysis = useRfpAnalysis(rfpId, { page, limit: LINES_PER_PAGE }, true);
  const scenarios = useScenarios(rfpId, true);
  const adjustments = useAdjustments(rfpId, true);
  const awards = useAwards(rfpId, true);

  const recommendations = useMemo(() => new Map((scenarios.data?.recommendations ?? []).map((r) => [r.rfpLineId, r])), [scenarios.data]);
  const awardByLine = useMemo(() => new Map((awards.data?.data ?? []).map((a) => [a.rfpLineId, a])), [awards.data]);

  if (analysis.isLoading) return <Loader aria-label="Loading the analysis" />;
  if (analysis.error || !analysis.data) return <LoadFailure error={analysis.error} what="analysis" onRetry={() => void analysis.refetch()} />;
  const data = analysis.data;
  const lines = data.lines.data;
  const { abilities } = data;
  const pageCount = Math.max(1, Math.ceil(data.lines.total / data.lines.limit));

  return (
    <Stack gap="lg" aria-busy={analysis.isFetching || scenarios.isFetching || awards.isFetching || adjustments.isFetching}>
      <ReportActions rfpId={rfpId} abilities={abilities} unawardedLines={data.lineCount - awardByLine.size} />
      <AwardContracts contracts={awards.data?.contracts ?? []} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Bids" value={data.summary.bidCount} />
        <Figure label="Lines without bids" value={data.summary.linesWithoutBids} tone="attention" />
        <Figure label="Outliers" value={data.summary.outliers} tone="attention" />
        <Figure label="Abnormally low bids" value={data.summary.abnormallyLow} tone="attention" />
      </SimpleGrid>

      <ReportSection
        id="scenarios"
        title="Award scenarios"
        description="Leveled yearly totals of each way to award, with the savings against the lines' budgets and incumbent prices."
      >
        {scenarios.error ? (
          <LoadFailure error={scenarios.error} what="scenarios" onRetry={() => void scenarios.refetch()} />
        ) : !scenarios.data ? (
          <Loader size="sm" aria-label="Loading the scenarios" />
        ) : (
          <ScenarioCards
            scenarios={scenarios.data.scenarios}
            onAward={abilities.award ? (scenario) => setAwarding({ kind: 'scenario', scenario }) : undefined}
          />
        )}
      </ReportSection>

      <ReportSection
        id="vendors"
        title="Totals per vendor"
        description="Base and leveled totals side by side. Complete bids rank first, then the lowest leveled total."
        actions={
          abilities.level && data.vendors.length > 0 ? (
            <Group>
              <Button variant="default" size="sm" leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />} onClick={() => setAdjusting(true)}>
                Add adjustment
              </Button>
            </Group>
          ) : null
        }
      >
        <VendorTotals
          vendors={data.vendors}
          lineCount={data.lineCount}
          onAward={abilities.award ? (vendor) => setAwarding({ kind: 'bid', bidId: vendor.bidId, vendorName: vendor.vendorName }) : undefined}
        />
      </ReportSection>

      <ReportSection id="charts" title="Charts">
        <Suspense fallback={<Loader size="sm" aria-label="Loading the charts" />}>
          <ReportCharts vendors={data.vendors} lines={lines} />
        </Suspense>
      </ReportSection>

      <ReportSection
        id="lines"
        title="Lines compared"
        description="Every price as a yearly amount, leveled. An abnormally low bid is more than 15% under the line's median and under the next bid: check it for scope gaps."
      >
        <LineStatsTable
          lines={lines}
          recommendations={recommendations}
          awards={awardByLine}
          onAward={
            abilities.award ? (line) => setAwarding({ kind: 'line', line, recommendedBidId: recommendations.get(line.rfpLineId)?.bidId ?? null }) : undefined
          }
        />
        {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} aria-label="Pages of lines" size="sm" /> : null}
      </ReportSection>

      <ReportSection id="adjustments" title="Leveling adjustments" description="Private to your team: vendors never see them.">
        {adjustments.error ? (
          <LoadFailure error={adjustments.error} what="adjustments" onRetry={() => void adjustments.refetch()} />
        ) : !adjustments.data ? (
          <Loader size="sm" aria-label="Loading the adjustments" />
        ) : (
          <AdjustmentsList rfpId={rfpId} adjustments={adjustments.data} lines={lines} canLevel={abilities.level} />
        )}
      </ReportSection>

      {awarding ? <AwardModal rfpId={rfpId} target={awarding} onClose={() => setAwarding(null)} /> : null}
      {isAdjusting ? <AdjustmentModal rfpId={rfpId} vendors={data.vendors} lines={lines} onClose={() => setAdjusting(false)} /> : null}
    </Stack>
  );
}
