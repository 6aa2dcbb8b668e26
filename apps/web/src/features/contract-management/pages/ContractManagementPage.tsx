import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { ROUTES, ZCoverageQuerySchema, type TCoverageRow } from '@procura/shared';
import { IconFileDescription } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState, type TDataTableColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useAuth } from '../../../providers/auth/auth-context';
import { prefillRfpForm, RFP_NEW_PATH } from '../../rfp';
import { CoverageCell } from '../components/CoverageCell';
import { COVERAGE_FILTER_KEYS, CoverageFilters } from '../components/CoverageFilters';
import { CoverageLegend } from '../components/CoverageLegend';
import { gapKey, gapOf } from '../coverage-format';
import { useCoverage } from '../queries';

const DESCRIPTION =
  "Each property's required services against the active contract lines in force today: contracted, expiring within 90 days, missing, duplicated, or contracted but not required.";

/**
 * /contract-management: the portfolio's coverage, properties × services (docs/contracts.md
 * "Coverage"). Filters live in the URL; a held cell lists its contracts; gaps can be selected and
 * sent to the RFP wizard.
 */
export default function ContractManagementPage() {
  const { userDetails, userWorkspace } = useAuth();
  const isVendor = userWorkspace ? !['connexus', 'client'].includes(userWorkspace.type) : false;
  const list = useUrlListState({ schema: ZCoverageQuerySchema, filterKeys: COVERAGE_FILTER_KEYS });
  const coverage = useCoverage(list.query, !isVendor);
  const navigate = useNavigate();
  const [gaps, setGaps] = useState<ReadonlySet<string>>(new Set());
  const canStartRfp = userDetails?.abilities.rfp.create ?? false;
  const grid = coverage.data;

  const rowsById = useMemo(() => new Map((grid?.data ?? []).map((row) => [row.propertyId, row])), [grid]);
  const toggle = (key: string) =>
    setGaps((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const chosen = [...gaps].map(gapOf);
  const clientIds = new Set(chosen.map((g) => rowsById.get(g.propertyId)?.clientId).filter(Boolean));
  const startRfp = () => {
    const first = rowsById.get(chosen[0]?.propertyId ?? '');
    if (!first) return;
    const serviceIds = [...new Set(chosen.map((g) => g.serviceId))];
    const names = serviceIds.map((id) => grid?.services.find((s) => s.id === id)?.name).filter(Boolean);
    prefillRfpForm({
      client: { value: first.clientId, label: first.clientName },
      // A working title the buyer may change: what the RFP is for.
      title: `${names.join(', ')} (coverage gaps)`.slice(0, 200),
      propertyIds: [...new Set(chosen.map((g) => g.propertyId))],
      serviceIds,
    });
    void navigate(RFP_NEW_PATH);
  };

  const columns: TDataTableColumn<TCoverageRow>[] = useMemo(
    () => [
      {
        key: 'property',
        header: 'Property',
        width: 220,
        render: (row) => (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {row.propertyName}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {[row.clientName, row.cityName, row.stateCode].filter(Boolean).join(' · ')}
            </Text>
          </div>
        ),
      },
      ...(grid?.services ?? []).map((service): TDataTableColumn<TCoverageRow> => ({
        key: service.id,
        header: service.name,
        // Wide enough for a gap's checkbox and its word: many services make the grid scroll sideways in its box.
        width: 150,
        render: (row) => {
          const key = gapKey(row.propertyId, service.id);
          return (
            <CoverageCell
              cell={row.cells.find((c) => c.serviceId === service.id)}
              propertyName={row.propertyName}
              serviceName={service.name}
              selectable={canStartRfp}
              selected={gaps.has(key)}
              onToggle={() => toggle(key)}
            />
          );
        },
      })),
    ],
    [grid, gaps, canStartRfp],
  );

  if (isVendor) {
    return (
      <>
        <PageHeader title="Contract Management" description={DESCRIPTION} />
        <Alert color="blue" title="Coverage is the client's view">
          Contract Management compares a client's properties with their contracts; your company's contracts are under{' '}
          <Anchor component={Link} to={ROUTES.contracts}>
            Contracts
          </Anchor>
          .
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Contract Management"
        description={DESCRIPTION}
        actions={
          canStartRfp ? (
            <Button leftSection={<IconFileDescription aria-hidden size={16} />} disabled={gaps.size === 0 || clientIds.size > 1} onClick={startRfp}>
              Start an RFP{gaps.size ? ` (${gaps.size} gap${gaps.size === 1 ? '' : 's'})` : ''}
            </Button>
          ) : null
        }
      />
      {clientIds.size > 1 ? (
        <Alert color="yellow" mb="sm">
          An RFP is for one client: select the gaps of one client only.
        </Alert>
      ) : null}
      <ListToolbar
        searchLabel="Search properties"
        searchPlaceholder="Search by property name, code or city"
        {...toolbarProps(list)}
        filters={<CoverageFilters list={list} showClients={userWorkspace?.type !== 'client'} vendors={grid?.vendors ?? []} />}
      />
      <CoverageLegend summary={grid?.summary} />
      <Group gap="xs" mb="xs">
        {gaps.size > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setGaps(new Set())}>
            Clear the {gaps.size} selected gap{gaps.size === 1 ? '' : 's'}
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Coverage: properties by services"
        columns={columns}
        {...tableProps(list, coverage, 'The coverage could not be loaded.')}
        sort={undefined}
        onSortChange={undefined}
        getRowId={(row) => row.propertyId}
        getRowLabel={(row) => row.propertyName}
        empty={emptyState(list, 'No property matches these filters', {
          title: 'Nothing to cover yet',
          description: 'Properties appear here once they list required services or hold contract lines.',
        })}
      />
    </>
  );
}
