import { CONTRACT_STATUS_LABELS, type TAwardContract } from '@procura/shared';

/** "Draft contract CON-0003 created", "Active contract CON-0003": what an award made or added lines to. */
export function awardContractLabel(contract: TAwardContract): string {
  const status = CONTRACT_STATUS_LABELS[contract.status];
  if (contract.drafted === 'CREATED') return `${status} contract ${contract.number} created`;
  if (contract.drafted === 'ADDED') return `Lines added to ${status.toLowerCase()} contract ${contract.number}`;
  return `${status} contract ${contract.number}`;
}
