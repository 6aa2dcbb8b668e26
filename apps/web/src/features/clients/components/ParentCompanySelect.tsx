import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCreateParentCompany, useParentCompanies } from '../queries';

const CREATE = '__create__';

interface TParentCompanySelectProps {
  value: { id: string; name: string } | null;
  onChange: (parent: { id: string; name: string } | null) => void;
  /** The provider may add a parent company from here. */
  canCreate: boolean;
  isDisabled?: boolean;
  description?: string;
  error?: string;
}

/** Parent companies searched on the server, with "Add …" for a name not yet on file. */
export function ParentCompanySelect({ value, onChange, canCreate, isDisabled, description, error }: TParentCompanySelectProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  const query = value && debounced === value.name ? '' : debounced.trim();
  const parents = useParentCompanies(query);
  const create = useCreateParentCompany();
  const byId = new Map((parents.data?.data ?? []).map((parent) => [parent.id, { id: parent.id, name: parent.name }]));
  if (value) byId.set(value.id, value);
  const exists = [...byId.values()].some((parent) => parent.name.toLowerCase() === query.toLowerCase());
  const data = [...byId.values()].map((parent) => ({ value: parent.id, label: parent.name }));
  if (canCreate && query && !exists) data.push({ value: CREATE, label: `+ Add “${query}”` });

  return (
    <Select
      label="Parent company"
      placeholder={isDisabled ? 'None' : 'Search or add a parent company'}
      description={description}
      data={data}
      value={value?.id ?? null}
      onChange={(next) => {
        if (next === CREATE) {
          create.mutate(query, { onSuccess: (created) => onChange({ id: created.id, name: created.name }) });
          return;
        }
        onChange(next ? (byId.get(next) ?? null) : null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
      disabled={isDisabled || create.isPending}
      error={error ?? (create.error ? create.error.message : undefined)}
      nothingFoundMessage={parents.isFetching ? 'Searching…' : 'No parent company matches'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
