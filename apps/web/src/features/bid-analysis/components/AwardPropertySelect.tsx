import { Loader } from '@mantine/core';
import { SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { useAwardProperties } from '../queries';

/**
 * Which property an award narrows to, searched on the server among every property of the RFP
 * (the report shows one page of lines; the award may be for a property on any page). No choice
 * means every property.
 */
export function AwardPropertySelect({
  rfpId,
  value,
  onChange,
}: {
  rfpId: string;
  value: TPickerOption | null;
  onChange: (option: TPickerOption | null) => void;
}) {
  const search = useSearchText(value?.label ?? null);
  const properties = useAwardProperties(rfpId, search.query);
  return (
    <SearchSelect
      label="Property"
      description="Award one property's lines only, or clear it to award every line."
      placeholder="Every property"
      clearable
      value={value}
      onChange={onChange}
      search={search}
      answer={{ ...properties, data: properties.data?.data.map((property) => ({ value: property.id, label: property.name })) }}
      noun="properties"
      rightSection={properties.isFetching ? <Loader size={14} /> : undefined}
    />
  );
}
