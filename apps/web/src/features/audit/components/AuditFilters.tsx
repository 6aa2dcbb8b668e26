import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ENTITIES, type ZAuditQuerySchema } from '@procura/shared';
import { useState } from 'react';
import { FILTER_PROPS, oneFilter, type TUrlListState } from '../../../components/DataTable';
import { AUDIT_ENTITY_LABELS } from '../audit-labels';
import { useActorOptions } from '../queries';

/** The `GET /v1/audit` parameters this screen's filter controls set. */
export const AUDIT_FILTER_KEYS = ['entity', 'actorUserId', 'from', 'to'] as const;

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }));

/** Who made the change: typed into, answered by the people search. */
function ActorFilter({ list }: { list: TUrlListState<typeof ZAuditQuerySchema> }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const actors = useActorOptions(debounced);
  const options = (actors.data ?? []).map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName} (${person.email})` }));
  const selected = list.filters.actorUserId;
  // The chosen person stays a choice while other names are typed.
  if (selected && !options.some((o) => o.value === selected)) options.unshift({ value: selected, label: 'The chosen person' });
  return (
    <Select
      {...oneFilter(list, 'actorUserId', 'Who', 'Who')}
      data={options}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={actors.isFetching ? 'Searching…' : 'No one matches'}
    />
  );
}

export function AuditFilters({ list }: { list: TUrlListState<typeof ZAuditQuerySchema> }) {
  return (
    <>
      <Select {...oneFilter(list, 'entity', 'Record type', 'Record type')} data={ENTITY_OPTIONS} />
      <ActorFilter list={list} />
      <TextInput
        {...FILTER_PROPS}
        type="date"
        aria-label="From"
        label={undefined}
        placeholder="From"
        value={list.filters.from ?? ''}
        onChange={(event) => list.setFilter('from', event.currentTarget.value || null)}
      />
      <TextInput
        {...FILTER_PROPS}
        type="date"
        aria-label="To"
        placeholder="To"
        value={list.filters.to ?? ''}
        onChange={(event) => list.setFilter('to', event.currentTarget.value || null)}
      />
    </>
  );
}
