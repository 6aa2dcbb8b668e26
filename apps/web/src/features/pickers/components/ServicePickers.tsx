import { MultiSelect, Select, type ComboboxItemGroup, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { TServiceOption } from '@procura/shared';
import { useServiceOptions } from '../queries';

/**
 * Mantine's grouped select data: services under their category, both alphabetical. The whole
 * catalogue is in the browser, so the pickers filter it locally: what is offered always answers
 * what is typed.
 */
export function groupedServiceData(
  services: readonly TServiceOption[] | undefined,
  exclude?: ReadonlySet<string>,
): ComboboxItemGroup<{ value: string; label: string }>[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const service of services ?? []) {
    if (exclude?.has(service.id)) continue;
    const items = groups.get(service.categoryName) ?? [];
    items.push({ value: service.id, label: service.name });
    groups.set(service.categoryName, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}

export interface TServicePickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  value: string | null;
  onChange: (serviceId: string | null, name: string | null) => void;
  /** Services not to offer (already required, already chosen). */
  exclude?: ReadonlySet<string>;
}

export function ServicePicker({ value, onChange, exclude, placeholder = 'Choose a service', ...props }: TServicePickerProps) {
  const services = useServiceOptions();
  return (
    <Select
      comboboxProps={{ withinPortal: true }}
      {...props}
      placeholder={placeholder}
      data={groupedServiceData(services.data, exclude)}
      value={value}
      onChange={(next, option) => onChange(next, next === null ? null : (option?.label ?? null))}
      searchable
      nothingFoundMessage={services.isLoading ? 'Loading services…' : services.isError ? 'The services could not be loaded' : 'No services match'}
    />
  );
}

export interface TServiceMultiPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  value: readonly string[];
  onChange: (serviceIds: string[]) => void;
  /** People who may not read the catalogue see no filter at all. */
  hideWhenRefused?: boolean;
}

export function ServiceMultiPicker({ value, onChange, hideWhenRefused = false, ...props }: TServiceMultiPickerProps) {
  const services = useServiceOptions();
  if (hideWhenRefused && services.isError) return null;
  return (
    <MultiSelect
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={groupedServiceData(services.data)}
      value={[...value]}
      onChange={onChange}
      searchable
      nothingFoundMessage={services.isLoading ? 'Loading services…' : services.isError ? 'The services could not be loaded' : 'No services match'}
    />
  );
}
