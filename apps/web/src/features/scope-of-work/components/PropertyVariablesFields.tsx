import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PROPERTY_SIZE_UNIT_LABELS, PROPERTY_SIZE_UNITS } from '@procura/shared';

const UNIT_OPTIONS = PROPERTY_SIZE_UNITS.map((value) => ({ value, label: PROPERTY_SIZE_UNIT_LABELS[value] }));

export interface TVariablesValues {
  sizeValue: number | string | null;
  sizeUnit: string | null;
  siteNotes: string;
  seasonStart: string;
  seasonEnd: string;
}

export const EMPTY_VARIABLES: TVariablesValues = { sizeValue: null, sizeUnit: null, siteNotes: '', seasonStart: '', seasonEnd: '' };

/** Size, unit, site notes and season dates: what makes one property's copy of the scope its own. */
/** `inputProps(field)`: the form's getInputProps for that field (the add form nests them under `variables.`). */
export function PropertyVariablesFields({ inputProps }: { inputProps: (field: keyof TVariablesValues) => GetInputPropsReturnType }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label="Serviced size" placeholder="e.g. 12,000" min={0} thousandSeparator="," decimalScale={2} {...inputProps('sizeValue')} />
        <Select label="Unit" placeholder="Choose a unit" data={UNIT_OPTIONS} clearable comboboxProps={{ withinPortal: true }} {...inputProps('sizeUnit')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Season starts" type="date" {...inputProps('seasonStart')} />
        <TextInput label="Season ends" type="date" {...inputProps('seasonEnd')} />
      </SimpleGrid>
      <Textarea label="Site notes" placeholder="Surfaces, access hours, areas to leave out" autosize minRows={3} maxRows={8} {...inputProps('siteNotes')} />
    </>
  );
}
