import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { BID_UNIT_LABELS, BID_UNITS, SERVICE_FREQUENCIES, SERVICE_FREQUENCY_LABELS, type TBidUnit, type TServiceFrequency } from '@procura/shared';
import type { GetInputPropsReturnType, SetFieldValue } from '@mantine/form';

const UNIT_OPTIONS = BID_UNITS.map((unit) => ({ value: unit, label: BID_UNIT_LABELS[unit] }));
const FREQUENCY_OPTIONS = SERVICE_FREQUENCIES.map((f) => ({ value: f, label: SERVICE_FREQUENCY_LABELS[f] }));

/** The values a line's form holds, whether the line is new or changed. */
export interface TLineFormValues {
  price?: number;
  unit?: TBidUnit;
  quantityPerYear?: number | null;
  frequency?: TServiceFrequency | null;
  startOn?: string | null;
  endOn?: string | null;
}

/** What the inputs need of the form (a useSchemaForm form whose values include these fields). */
interface TLineForm {
  values: TLineFormValues;
  getInputProps: (path: keyof TLineFormValues) => GetInputPropsReturnType;
  setFieldValue: SetFieldValue<TLineFormValues>;
}

const isUnit = (value: string | null): value is TBidUnit => BID_UNITS.some((u) => u === value);
const isFrequency = (value: string | null): value is TServiceFrequency => SERVICE_FREQUENCIES.some((f) => f === value);

/** Price, unit, quantity, frequency and dates of a service line: the same inputs when a line is added or changed. */
export function LineFields({ form: f }: { form: TLineForm }) {
  const v = f.values;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberInput
        label="Price"
        prefix="$"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        data-autofocus
        {...f.getInputProps('price')}
        value={v.price ?? ''}
        onChange={(value) => f.setFieldValue('price', typeof value === 'number' ? value : undefined)}
      />
      <Select
        label="Counted"
        data={UNIT_OPTIONS}
        allowDeselect={false}
        {...f.getInputProps('unit')}
        onChange={(value) => isUnit(value) && f.setFieldValue('unit', value)}
      />
      <NumberInput
        label="How many a year"
        description="For prices per visit, event or hour"
        min={0}
        decimalScale={2}
        {...f.getInputProps('quantityPerYear')}
        value={v.quantityPerYear ?? ''}
        onChange={(value) => f.setFieldValue('quantityPerYear', typeof value === 'number' ? value : null)}
      />
      <Select
        label="How often"
        data={FREQUENCY_OPTIONS}
        clearable
        {...f.getInputProps('frequency')}
        onChange={(value) => f.setFieldValue('frequency', isFrequency(value) ? value : null)}
      />
      <TextInput
        type="date"
        label="Starts on"
        description="Empty: as the contract"
        {...f.getInputProps('startOn')}
        value={v.startOn ?? ''}
        onChange={(event) => f.setFieldValue('startOn', event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label="Ends on"
        description="Empty: as the contract"
        {...f.getInputProps('endOn')}
        value={v.endOn ?? ''}
        onChange={(event) => f.setFieldValue('endOn', event.currentTarget.value || null)}
      />
    </SimpleGrid>
  );
}
