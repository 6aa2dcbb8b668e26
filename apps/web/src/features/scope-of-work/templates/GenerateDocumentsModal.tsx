import { Alert, Anchor, Button, Checkbox, Group, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { SOW_GENERATION_PROPERTIES_MAX } from '@procura/shared';
import { IconAlertTriangle, IconFileZip } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SearchMultiSelect, useSearchText } from '../../../components/pickers';
import { listScopeProperties } from '../api';
import { sowHomePath } from '../sow-format';
import { useGenerateSowDocuments, useSowTemplates } from './templates-queries';
import { FormModal } from '../../../components/unsaved-changes';

export interface TGenerateDocumentsModalProps {
  sowId: string;
  onClose: () => void;
}

const PICK_LIMIT = 50;

/**
 * One document per property from a DOCX template (issue #10 item 4). The work runs as a
 * background job: the panel shows its progress and downloads the ZIP, as it does for exports.
 */
export default function GenerateDocumentsModal({ sowId, onClose }: TGenerateDocumentsModalProps) {
  const templates = useSowTemplates();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [picked, setPicked] = useState<string[]>([]);
  const search = useSearchText();
  const [includePdf, setIncludePdf] = useState(false);
  const [errors, setErrors] = useState<{ templateId?: string; propertyIds?: string }>({});
  const generate = useGenerateSowDocuments({
    form: {
      getValues: () => ({ templateId, propertyIds: picked }),
      setErrors: ({ templateId: template, propertyIds }) => setErrors({ templateId: template, propertyIds }),
    },
  });

  const allProperties = useQuery({
    queryKey: ['sow-generate', sowId, 'count'],
    queryFn: ({ signal }) => listScopeProperties({ sowId, page: 1, limit: 1 }, signal),
  });
  const options = useQuery({
    queryKey: ['sow-generate', sowId, 'pick', search.query],
    queryFn: ({ signal }) => listScopeProperties({ sowId, page: 1, limit: PICK_LIMIT, ...(search.query ? { search: search.query } : {}) }, signal),
    enabled: scope === 'some',
    placeholderData: keepPreviousData,
  });
  const propertyCount = allProperties.data?.total;
  const found = useMemo(() => options.data?.data.map((p) => ({ value: p.propertyId, label: `${p.propertyName} (${p.propertyCode})` })), [options.data]);

  const templateError = errors.templateId;
  const propertyError = errors.propertyIds;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!templateId) next.templateId = 'Choose a template.';
    if (scope === 'some' && picked.length === 0) next.propertyIds = 'Choose at least one property.';
    setErrors(next);
    if (next.templateId || next.propertyIds || !templateId) return;
    generate.mutate({ templateId, sowId, includePdf, ...(scope === 'some' ? { propertyIds: picked } : {}) }, { onSuccess: onClose });
  };

  const hasNoTemplates = templates.isSuccess && templates.data.length === 0;
  const hasNoProperties = propertyCount === 0;

  return (
    <FormModal
      isDirty={templateId !== null || scope === 'some' || picked.length > 0 || includePdf}
      isSubmitting={generate.isPending}
      onClose={onClose}
      title="Generate documents"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            One Word document per property, filled from this scope and each property&apos;s details, delivered as a ZIP in Background jobs.
          </Text>
          {templates.isLoading ? <Loader size="sm" aria-label="Loading templates" /> : null}
          {templates.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />}>
              The templates could not be loaded. Close this window and try again.
            </Alert>
          ) : null}
          {hasNoTemplates ? (
            <Alert color="blue" variant="light" title="No template yet">
              Upload a template first in the{' '}
              <Anchor component={Link} to={sowHomePath('templates')} size="sm" onClick={onClose}>
                Templates
              </Anchor>{' '}
              tab of Scope Of Work.
            </Alert>
          ) : null}
          <Select
            label="Template"
            required
            data={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={templateId}
            onChange={setTemplateId}
            error={templateError}
            disabled={!templates.data?.length}
            placeholder="Choose a template"
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group label="Properties" value={scope} onChange={(value) => setScope(value === 'some' ? 'some' : 'all')}>
            <Stack gap="xs" mt={6}>
              <Radio value="all" label={propertyCount === undefined ? 'Every property of the scope' : `Every property of the scope (${propertyCount})`} />
              <Radio value="some" label="Only the properties I choose" disabled={hasNoProperties} />
            </Stack>
          </Radio.Group>
          {hasNoProperties ? (
            <Text size="sm" c="red.8" role="alert">
              The scope applies to no property yet: add properties to it first.
            </Text>
          ) : null}
          {scope === 'some' ? (
            <SearchMultiSelect
              label="Choose properties"
              search={search}
              answer={{ ...options, data: found }}
              noun="properties"
              value={picked}
              onChange={setPicked}
              maxValues={SOW_GENERATION_PROPERTIES_MAX}
              error={propertyError}
              placeholder="Search by name or code"
            />
          ) : null}
          <Checkbox label="Also include a PDF of each document" checked={includePdf} onChange={(e) => setIncludePdf(e.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconFileZip aria-hidden size={16} />} loading={generate.isPending} disabled={hasNoTemplates || hasNoProperties}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
