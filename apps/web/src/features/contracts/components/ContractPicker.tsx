import type { SelectProps } from '@mantine/core';
import { SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { useContractList } from '../queries';

/** Contracts that can still take lines: an ended one is kept as it ended. */
const CHANGING = ['DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE'] as const;

export interface TContractPickerProps extends Pick<SelectProps, 'label' | 'description' | 'error' | 'withAsterisk'> {
  clientId: string;
  /** The contract the lines are on: not offered as where they move. */
  excludeId: string;
  value: TPickerOption | null;
  onChange: (contract: TPickerOption | null) => void;
}

/** One of a client's contracts that can still change, searched on the server by number, title or vendor. */
export function ContractPicker({ clientId, excludeId, value, onChange, ...props }: TContractPickerProps) {
  const search = useSearchText(value?.label ?? null);
  const contracts = useContractList({
    page: 1,
    limit: 20,
    clientId: [clientId],
    status: [...CHANGING],
    search: search.query || undefined,
    sort: 'updatedAt',
    sortDirection: 'desc',
  });
  const answer = {
    ...contracts,
    data: contracts.data?.data.filter((c) => c.id !== excludeId).map((c) => ({ value: c.id, label: `${c.number} · ${c.vendorName} · ${c.title}` })),
  };
  return (
    <SearchSelect
      {...props}
      placeholder="Search by number, vendor or title"
      value={value}
      onChange={onChange}
      search={search}
      answer={answer}
      noun="contracts"
    />
  );
}
