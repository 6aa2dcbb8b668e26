import { SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { useCreateParentCompany, useParentCompanies } from '../queries';

const CREATE = '__create__';

interface TParentCompanySelectProps {
  value: { id: string; name: string } | null;
  onChange: (parent: { id: string; name: string } | null) => void;
  /** The provider may add a parent company from here. */
  canCreate: boolean;
  disabled?: boolean;
  description?: string;
  error?: string;
}

/** Parent companies searched on the server, with "Add …" for a name not yet on file. */
export function ParentCompanySelect({ value, onChange, canCreate, disabled, description, error }: TParentCompanySelectProps) {
  const search = useSearchText(value?.name ?? null);
  const parents = useParentCompanies(search.query);
  const create = useCreateParentCompany();
  const found = parents.data?.data.map((parent): TPickerOption => ({ value: parent.id, label: parent.name }));
  // "Add" is offered for the text the answer is for, and only when no company has that name.
  const isAnswered = search.query === search.typed && !parents.isPlaceholderData && found !== undefined;
  const exists = found?.some((parent) => parent.label.toLowerCase() === search.typed.toLowerCase()) ?? false;
  const extraOptions = canCreate && search.typed && isAnswered && !exists ? [{ value: CREATE, label: `+ Add “${search.typed}”` }] : [];

  return (
    <SearchSelect
      label="Parent company"
      placeholder={disabled ? 'None' : 'Search or add a parent company'}
      description={description}
      value={value ? { value: value.id, label: value.name } : null}
      onChange={(next) => {
        if (next?.value === CREATE) {
          create.mutate(search.typed, { onSuccess: (created) => onChange({ id: created.id, name: created.name }) });
          return;
        }
        onChange(next ? { id: next.value, name: next.label } : null);
      }}
      search={search}
      answer={{ ...parents, data: found }}
      noun="parent companies"
      extraOptions={extraOptions}
      clearable
      disabled={disabled || create.isPending}
      error={error ?? (create.error ? create.error.message : undefined)}
    />
  );
}
