import { Loader } from '@mantine/core';
import type { TTenantOption } from '@procura/shared';
import { useRef, useState, type ReactNode } from 'react';
import { SearchSelect, useSearchText } from '../../../../components/pickers';
import { tenantTypeLabel } from '../../../../lib/tenant-label';
import { useUserTenantOptions } from '../../queries';

interface TOrganizationSelectProps {
  value: string;
  /** Shown even before (or without) a search that returns it, e.g. the person's own organization when editing. */
  initialOption?: TTenantOption;
  onChange: (tenant: TTenantOption | null) => void;
  error?: ReactNode;
  isDisabled?: boolean;
}

const labelOf = (tenant: TTenantOption) => `${tenant.name} · ${tenantTypeLabel(tenant.type)}`;

/** Organizations the user may add people to, searched on the server as they type. */
export function OrganizationSelect({ value, initialOption, onChange, error, isDisabled }: TOrganizationSelectProps) {
  const [chosen, setChosen] = useState<TTenantOption | undefined>(initialOption);
  const shown = chosen && chosen.id === value ? chosen : undefined;
  const search = useSearchText(shown ? labelOf(shown) : null);
  const options = useUserTenantOptions(search.query, !isDisabled);
  // The tenants seen so far, to hand back the whole one that was picked.
  const seen = useRef(new Map<string, TTenantOption>());
  for (const tenant of [...(initialOption ? [initialOption] : []), ...(options.data ?? [])]) seen.current.set(tenant.id, tenant);

  return (
    <SearchSelect
      label="Organization"
      placeholder="Search organizations"
      description={isDisabled ? 'People stay in the organization they were added to.' : undefined}
      value={shown ? { value: shown.id, label: labelOf(shown) } : null}
      onChange={(option) => {
        const tenant = option ? (seen.current.get(option.value) ?? null) : null;
        setChosen(tenant ?? undefined);
        onChange(tenant);
      }}
      search={search}
      answer={{ ...options, data: options.data?.map((tenant) => ({ value: tenant.id, label: labelOf(tenant) })) }}
      noun="organizations"
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      disabled={isDisabled}
    />
  );
}
