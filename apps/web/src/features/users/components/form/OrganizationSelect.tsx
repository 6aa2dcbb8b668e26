import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TTenantOption } from '@procura/shared';
import { useMemo, useState, type ReactNode } from 'react';
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

/** Organizations the user may add people to, searched on the server as they type. */
export function OrganizationSelect({ value, initialOption, onChange, error, isDisabled }: TOrganizationSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<TTenantOption | undefined>(initialOption);
  const options = useUserTenantOptions(debounced, !isDisabled);

  const byId = useMemo(() => {
    const map = new Map<string, TTenantOption>();
    for (const tenant of [...(chosen ? [chosen] : []), ...(options.data ?? [])]) map.set(tenant.id, tenant);
    return map;
  }, [chosen, options.data]);
  const data = [...byId.values()].map((tenant) => ({ value: tenant.id, label: `${tenant.name} · ${tenantTypeLabel(tenant.type)}` }));

  return (
    <Select
      label="Organization"
      placeholder="Search organizations"
      description={isDisabled ? 'People stay in the organization they were added to.' : undefined}
     
      searchable
      data={data}
      value={value || null}
      onChange={(id) => {
        const tenant = id ? (byId.get(id) ?? null) : null;
        setChosen(tenant ?? undefined);
        onChange(tenant);
      }}
      // The server filters, so Mantine must not filter the answer a second time by the label.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? 'Searching…' : options.isError ? 'Organizations could not be loaded.' : 'No organization matches'}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      disabled={isDisabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
