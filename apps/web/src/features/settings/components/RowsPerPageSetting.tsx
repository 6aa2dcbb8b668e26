import { Select } from '@mantine/core';
import { DEFAULT_PAGE_LIMIT, ITEMS_PER_PAGE_OPTIONS } from '@procura/shared';
import { useAppSelector } from '../../../providers/store';
import { useSaveItemsPerPage } from '../queries';

const OPTIONS = ITEMS_PER_PAGE_OPTIONS.map((value) => ({ value: String(value), label: `${value} rows` }));

export function RowsPerPageSetting() {
  const rowsPerPage = useAppSelector((state) => state.settings.rowsPerPageLimit);
  const save = useSaveItemsPerPage();
  // While saving, show the choice being saved rather than jumping back.
  const shown = save.isPending && save.variables !== undefined ? save.variables : rowsPerPage;

  return (
    <Select
      label="Rows per page"
      description={`How many rows list screens show at a time. Without a choice they show ${DEFAULT_PAGE_LIMIT}.`}
      placeholder={`Default (${DEFAULT_PAGE_LIMIT} rows)`}
      data={OPTIONS}
      value={shown > 0 ? String(shown) : null}
      onChange={(value) => value && save.mutate(Number(value))}
      allowDeselect={false}
      disabled={save.isPending}
      maw={320}
    />
  );
}
