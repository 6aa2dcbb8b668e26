import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { SERVICE_BULK_MAX, SERVICE_UNIT_LABELS, SERVICE_UNITS, type TServiceCategory } from '@procura/shared';
import { IconClipboardText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { emptyRow, isBlank, isPending, parsePastedRows, toBulkInput, type TDraftField, type TDraftRow } from '../bulk-rows';
import { useBulkCreateServices } from '../queries';
import classes from './BulkAddModal.module.css';
import { FormModal } from '../../../components/unsaved-changes';

const UNIT_SUGGESTIONS = SERVICE_UNITS.map((unit) => SERVICE_UNIT_LABELS[unit]);
const COLUMN_LABELS: Record<TDraftField, string> = { categoryName: 'Category', name: 'Name', description: 'Description', unit: 'Pricing unit' };

/**
 * Many services at once: paste rows from a spreadsheet or type them. The server creates the good
 * rows and reports each bad one by field; added rows stay listed as added, the others stay
 * editable with their problems under the fields, so nothing typed is lost.
 */
export function BulkAddModal({ categories, onClose }: { categories: readonly TServiceCategory[]; onClose: () => void }) {
  const isMobile = useIsMobile();
  const bulk = useBulkCreateServices();
  const [rows, setRows] = useState<TDraftRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [pasted, setPasted] = useState('');
  const [isPasteOpen, setPasteOpen] = useState(false);
  const pending = rows.filter(isPending);
  const added = rows.filter((row) => row.result?.status === 'created').length;
  const failed = rows.filter((row) => row.result?.status === 'error').length;
  const tooMany = pending.length > SERVICE_BULK_MAX;

  const setField = (key: number, field: TDraftField, value: string) =>
    setRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        // Editing a field clears its old error: the row is being fixed.
        const errors = row.result?.errors
          ? Object.fromEntries(Object.entries(row.result.errors).filter(([f]) => f !== field && !(field === 'categoryName' && f === 'categoryId')))
          : undefined;
        return { ...row, [field]: value, result: row.result ? { ...row.result, errors } : undefined };
      }),
    );
  const addPasted = () => {
    const parsed = parsePastedRows(pasted);
    if (parsed.length === 0) return;
    setRows((current) => [...current.filter((row) => !isBlank(row)), ...parsed]);
    setPasted('');
    setPasteOpen(false);
  };

  const submit = () => {
    if (pending.length === 0 || tooMany) return;
    bulk.mutate(
      { services: pending.map(toBulkInput) },
      {
        onSuccess: (response) => {
          const resultOf = new Map(response.results.map((result) => [pending[result.row - 1]?.key, result]));
          setRows((current) =>
            current.map((row) => {
              const result = resultOf.get(row.key);
              return result ? { ...row, result: { status: result.status, errors: result.errors } } : row;
            }),
          );
        },
      },
    );
  };

  return (
    <FormModal isDirty={pasted.trim() !== '' || rows.some(isPending)} isSubmitting={bulk.isPending} onClose={onClose} title="Bulk Add Services" size="70rem">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          One service per row. Paste from a spreadsheet (columns: Category, Name, Description, Pricing unit) or type them in; the category must already exist.
        </Text>
        {added + failed > 0 ? (
          <Alert color={failed > 0 ? 'orange' : 'green'} variant="light" role="status" title={failed > 0 ? 'Some rows need attention' : 'All rows added'}>
            {added} {added === 1 ? 'service' : 'services'} added.
            {failed > 0 ? ` ${failed} ${failed === 1 ? 'row has' : 'rows have'} problems, shown under the fields: fix them and add again.` : ''}
          </Alert>
        ) : null}
        <div>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconClipboardText aria-hidden size={16} />}
            onClick={() => setPasteOpen((open) => !open)}
            aria-expanded={isPasteOpen}
          >
            Paste rows
          </Button>
          <Collapse expanded={isPasteOpen}>
            <Stack gap="xs" mt="sm">
              <Textarea
                label="Rows to paste"
                description="Tab- or comma-separated; a header row is skipped."
                autosize
                minRows={4}
                maxRows={10}
                placeholder={'Snow & Ice\tSnow plowing\tPlow lots after 2 inches\tPer visit'}
                value={pasted}
                onChange={(event) => setPasted(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button size="sm" onClick={addPasted} disabled={pasted.trim() === ''}>
                  Add pasted rows
                </Button>
              </Group>
            </Stack>
          </Collapse>
        </div>
        {isMobile ? null : (
          <div className={classes.header} aria-hidden>
            <span>#</span>
            {Object.values(COLUMN_LABELS).map((label) => (
              <span key={label}>{label}</span>
            ))}
            <span />
          </div>
        )}
        <ScrollArea.Autosize mah={isMobile ? undefined : '50vh'} type="auto" offsetScrollbars>
          <Stack gap="xs" component="ol" className={classes.rows} aria-label="Services to add">
            {rows.map((row, index) => (
              <BulkRow
                key={row.key}
                row={row}
                index={index}
                categories={categories}
                isMobile={isMobile}
                disabled={bulk.isPending}
                onChange={(field, value) => setField(row.key, field, value)}
                onRemove={rows.length > 1 ? () => setRows((current) => current.filter((r) => r.key !== row.key)) : undefined}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setRows((current) => [...current, emptyRow()])}>
            Add row
          </Button>
          <Group gap="sm">
            {tooMany ? (
              <Text size="sm" c="red.7">
                At most {SERVICE_BULK_MAX} rows at a time.
              </Text>
            ) : null}
            <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
              {added > 0 ? 'Done' : 'Cancel'}
            </Button>
            <Button onClick={submit} loading={bulk.isPending} disabled={pending.length === 0 || tooMany}>
              {pending.length > 0 ? `Add ${pending.length} ${pending.length === 1 ? 'service' : 'services'}` : 'Add services'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </FormModal>
  );
}

interface TBulkRowProps {
  row: TDraftRow;
  index: number;
  categories: readonly TServiceCategory[];
  isMobile: boolean;
  disabled: boolean;
  onChange: (field: TDraftField, value: string) => void;
  onRemove?: () => void;
}

function BulkRow({ row, index, categories, isMobile, disabled, onChange, onRemove }: TBulkRowProps) {
  const n = index + 1;
  const isAdded = row.result?.status === 'created';
  const errors = row.result?.errors ?? {};
  const errorOf = (field: TDraftField) => errors[field] ?? (field === 'categoryName' ? errors.categoryId : undefined);
  const input = (field: TDraftField) => ({
    'aria-label': `Row ${n} ${COLUMN_LABELS[field].toLowerCase()}`,
    label: isMobile ? COLUMN_LABELS[field] : undefined,
    value: row[field],
    error: errorOf(field),
    disabled: disabled || isAdded,
    size: 'sm' as const,
  });
  return (
    <Paper
      component="li"
      withBorder={isMobile || row.result !== undefined}
      radius="md"
      p={isMobile ? 'sm' : 4}
      className={classes.row}
      data-state={row.result?.status}
      aria-label={`Row ${n}`}
    >
      <Text size="sm" c="dimmed" className={classes.number} aria-hidden={!isMobile}>
        {isMobile ? `Row ${n}` : n}
      </Text>
      <SimpleGrid cols={isMobile ? 1 : 4} spacing="xs" className={classes.fields}>
        <Autocomplete
          {...input('categoryName')}
          placeholder="Category"
          data={categories.map((c) => c.name)}
          onChange={(value) => onChange('categoryName', value)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput {...input('name')} placeholder="Service name" onChange={(event) => onChange('name', event.currentTarget.value)} />
        <TextInput {...input('description')} placeholder="One line (optional)" onChange={(event) => onChange('description', event.currentTarget.value)} />
        <Autocomplete
          {...input('unit')}
          placeholder="Per visit"
          data={UNIT_SUGGESTIONS}
          onChange={(value) => onChange('unit', value)}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <div className={classes.end}>
        {isAdded ? (
          <Badge color="green" variant="light" tt="none">
            Added
          </Badge>
        ) : row.result?.status === 'error' ? (
          <Badge color="red" variant="light" tt="none">
            Fix
          </Badge>
        ) : null}
        {onRemove && !isAdded ? (
          <ActionIcon variant="subtle" color="gray" aria-label={`Remove row ${n}`} onClick={onRemove} disabled={disabled}>
            <IconTrash aria-hidden size={16} />
          </ActionIcon>
        ) : null}
      </div>
    </Paper>
  );
}
