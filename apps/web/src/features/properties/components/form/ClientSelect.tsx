import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TClientOption } from '../../api';
import { useClientOptions } from '../../queries';

interface TClientSelectProps {
  value: string;
  onChange: (client: TClientOption | null) => void;
  error?: string;
}

/** The provider chooses whose property it is; clients are searched on the server. */
export function ClientSelect({ value, onChange, error }: TClientSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<TClientOption | null>(null);
  const query = chosen && debounced === chosen.name ? '' : debounced;
  const clients = useClientOptions(query);
  const byId = new Map((clients.data ?? []).map((client) => [client.id, client]));
  if (chosen) byId.set(chosen.id, chosen);
  return (
    <Select
      label="Client"
      placeholder="Search clients"
      withAsterisk
      data={[...byId.values()].map((client) => ({ value: client.id, label: client.name }))}
      value={value || null}
      onChange={(next) => {
        const client = next ? (byId.get(next) ?? null) : null;
        setChosen(client);
        onChange(client);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No clients match'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
