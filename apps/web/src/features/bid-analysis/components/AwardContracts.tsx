import { Anchor, List, Paper, Text } from '@mantine/core';
import { ROUTES, type TAwardContract } from '@procura/shared';
import { Link } from 'react-router';
import { awardContractLabel } from '../award-contract-label';

/**
 * The contracts drafted from the RFP's awards (docs/contracts.md "Contracts from awards"), each a
 * link to its page: one per awarded vendor, with its lines.
 */
export function AwardContracts({ contracts }: { contracts: TAwardContract[] }) {
  if (contracts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" id="award-contracts-title">
        Contracts from the awards
      </Text>
      <List size="sm" spacing={4} mt={4} aria-labelledby="award-contracts-title">
        {contracts.map((contract) => (
          <List.Item key={contract.id}>
            <Anchor component={Link} to={`${ROUTES.contracts}/${encodeURIComponent(contract.id)}`} size="sm">
              {awardContractLabel(contract)}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {` · ${contract.vendorName} · ${contract.lineCount === 1 ? '1 line' : `${contract.lineCount} lines`}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
