import { MultiSelect, Stack, Title } from '@mantine/core';
import type { TVendorAreaInput } from '@procura/shared';
import { useServiceOptions } from '../../queries';
import { groupedServiceData } from '../service-options';
import { AreasField } from './AreasField';

interface TServicesAreasSectionProps {
  serviceIds: readonly string[];
  areas: readonly TVendorAreaInput[];
  knownCounties: ReadonlyMap<number, string>;
  onServicesChange: (ids: string[]) => void;
  onAreasChange: (areas: TVendorAreaInput[]) => void;
  errors: { serviceIds?: string; areas?: string };
}

/** What the vendor offers and where: the list filters and RFP invitations read both. */
export function ServicesAreasSection({ serviceIds, areas, knownCounties, onServicesChange, onAreasChange, errors }: TServicesAreasSectionProps) {
  const services = useServiceOptions();
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        Services and areas
      </Title>
      <MultiSelect
        label="Services offered"
        placeholder={serviceIds.length ? undefined : 'Search services'}
        data={groupedServiceData(services.data)}
        value={[...serviceIds]}
        onChange={onServicesChange}
        searchable
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        nothingFoundMessage={services.isLoading ? 'Loading…' : 'No service matches'}
        error={errors.serviceIds}
        comboboxProps={{ withinPortal: true }}
      />
      <AreasField value={areas} onChange={onAreasChange} knownCounties={knownCounties} error={errors.areas} />
    </Stack>
  );
}
