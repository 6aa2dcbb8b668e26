import { ActionIcon, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { TVendorAreaInput } from '@procura/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchMultiSelect, useSearchText } from '../../../../components/pickers';
import { useGeographyOptions, useUsStates } from '../../../pickers';

interface TAreasFieldProps {
  value: readonly TVendorAreaInput[];
  onChange: (areas: TVendorAreaInput[]) => void;
  /** County names already known (the vendor's saved areas), so chosen ones show by name. */
  knownCounties: ReadonlyMap<number, string>;
  error?: string;
}

const numberOf = (value: unknown): number => Number(value);

/**
 * Service areas as the vendor thinks of them: states, each served whole or in some counties.
 * Stored as rows {stateId, countyId|null}: a state with no county chosen is served whole.
 */
export function AreasField({ value, onChange, knownCounties, error }: TAreasFieldProps) {
  const states = useUsStates();
  const [names, setNames] = useState<Map<number, string>>(() => new Map(knownCounties));
  const stateIds = [...new Set(value.map((area) => numberOf(area.stateId)))];
  const countiesOf = (stateId: number) =>
    value.filter((area) => numberOf(area.stateId) === stateId && area.countyId !== null && area.countyId !== undefined).map((area) => numberOf(area.countyId));
  const stateName = (id: number) => states.data?.find((state) => state.id === id)?.name ?? `State ${id}`;
  const available = (states.data ?? []).filter((state) => !stateIds.includes(state.id)).map((state) => ({ value: String(state.id), label: state.name }));

  const setCounties = (stateId: number, countyIds: number[]) => {
    const others = value.filter((area) => numberOf(area.stateId) !== stateId);
    const mine = countyIds.length === 0 ? [{ stateId, countyId: null }] : countyIds.map((countyId) => ({ stateId, countyId }));
    onChange([...others, ...mine]);
  };

  return (
    <Stack gap="xs">
      <Select
        label="Service areas"
        description="Add each state the vendor works in; leave its counties empty when it serves the whole state."
        placeholder={states.isLoading ? 'Loading states…' : 'Add a state'}
        data={available}
        value={null}
        onChange={(next) => next && onChange([...value, { stateId: Number(next), countyId: null }])}
        searchable
        clearable={false}
        error={error}
        nothingFoundMessage="No state matches"
        comboboxProps={{ withinPortal: true }}
      />
      {stateIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No service area yet.
        </Text>
      ) : (
        stateIds.map((stateId) => (
          <Paper key={stateId} withBorder radius="md" p="xs">
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <CountyPicker
                  stateId={stateId}
                  stateName={stateName(stateId)}
                  selected={countiesOf(stateId)}
                  names={names}
                  onPick={(ids, picked) => {
                    setNames((current) => new Map([...current, ...picked]));
                    setCounties(stateId, ids);
                  }}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${stateName(stateId)}`}
                onClick={() => onChange(value.filter((area) => numberOf(area.stateId) !== stateId))}
              >
                <IconTrash aria-hidden size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

interface TCountyPickerProps {
  stateId: number;
  stateName: string;
  selected: number[];
  names: ReadonlyMap<number, string>;
  onPick: (countyIds: number[], names: [number, string][]) => void;
}

function CountyPicker({ stateId, stateName, selected, names, onPick }: TCountyPickerProps) {
  const search = useSearchText();
  const counties = useGeographyOptions('counties', { stateId, search: search.query });
  const known = selected.map((id) => ({ value: String(id), label: names.get(id) ?? `County ${id}` }));
  return (
    <SearchMultiSelect
      label={stateName}
      placeholder={selected.length === 0 ? 'Whole state — or pick counties' : 'Add a county'}
      value={selected.map(String)}
      knownOptions={known}
      onChange={(_ids, options) =>
        onPick(
          options.map((option) => Number(option.value)),
          options.map((option) => [Number(option.value), option.label]),
        )
      }
      search={search}
      answer={{ ...counties, data: counties.data?.map((county) => ({ value: String(county.id), label: county.name })) }}
      noun="counties"
    />
  );
}
