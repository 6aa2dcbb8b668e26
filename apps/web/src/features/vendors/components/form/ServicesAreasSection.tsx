import { Stack, Title } from '@mantine/core';
import type { TVendorAreaInput } from '@procura/shared';
import { ServiceMultiPicker } from '../../../pickers';
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
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        Services and areas
      </Title>
      <ServiceMultiPicker
        label="Services offered"
        placeholder={serviceIds.length ? undefined : 'Search services'}
        value={serviceIds}
        onChange={onServicesChange}
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        error={errors.serviceIds}
      />
      <AreasField value={areas} onChange={onAreasChange} knownCounties={knownCounties} error={errors.areas} />
    </Stack>
  );
}
