import { Button, Checkbox, FileButton, Group, NumberInput, Paper, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COVERAGE_TYPE_LABELS,
  COVERAGE_TYPES,
  UPLOAD_RULES,
  VENDOR_DOCUMENT_UPLOAD_CATEGORY,
  ZCoiFormSchema,
  ZW9FormSchema,
  type TCoiFormInput,
  type TCoverageType,
  type TVendorDocumentKind,
} from '@procura/shared';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { ModalActions } from '../../../../components/ModalActions';
import { errorMessage } from '../../../../lib/api-error';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { acceptFor, uploadFileDetailed } from '../../../../lib/upload';
import { useCreateVendorDocument } from '../../queries';
import { FormModal } from '../../../../components/unsaved-changes';

interface TFileFieldProps {
  kind: TVendorDocumentKind;
  onUploaded: (fileKey: string | null) => void;
  onBusyChange: (isBusy: boolean) => void;
  error?: string;
}

/** The document's file, uploaded through storage as soon as it is chosen; the form saves its key. */
function DocumentFileField({ kind, onUploaded, onBusyChange, error }: TFileFieldProps) {
  const category = VENDOR_DOCUMENT_UPLOAD_CATEGORY[kind];
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const hintId = useId();
  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    onBusyChange(true);
    onUploaded(null);
    try {
      const stored = await uploadFileDetailed(file, { category, onProgress: setProgress });
      setFileName(stored.fileName);
      onUploaded(stored.fileKey);
    } catch (failure) {
      setFileName(null);
      setUploadError(errorMessage(failure, 'The file could not be uploaded.'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };
  const shownError = uploadError ?? error;
  return (
    <Paper withBorder radius="md" p="sm" bg={shownError ? 'red.0' : 'gray.0'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {fileName ? <IconFileCheck aria-hidden size={18} color="var(--mantine-color-green-7)" /> : null}
            <Text size="sm" fw={fileName ? 600 : 400} c={fileName ? undefined : 'dimmed'} truncate>
              {fileName ?? 'No file chosen yet'}
            </Text>
          </Group>
          <FileButton onChange={(file) => void choose(file)} accept={acceptFor(category)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload aria-hidden size={14} />}
                loading={progress !== null}
                aria-describedby={hintId}
              >
                {fileName ? 'Choose another file' : 'Choose file'}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null ? <Progress value={progress} size="sm" aria-label="Upload progress" /> : null}
        <Text id={hintId} size="xs" c={shownError ? 'red.8' : 'dimmed'} role={shownError ? 'alert' : undefined}>
          {shownError ?? UPLOAD_RULES[category].label}
        </Text>
      </Stack>
    </Paper>
  );
}

interface TDocumentFormModalProps {
  vendorId: string;
  kind: TVendorDocumentKind;
  /** A new certificate usually renews one: its insurer, policy and coverage start filled in. */
  renewing?: Partial<TCoiFormInput> | null;
  onClose: () => void;
}

export function DocumentFormModal({ vendorId, kind, renewing, onClose }: TDocumentFormModalProps) {
  // The form inside tells whether it holds anything not saved yet.
  const [isDirty, setDirty] = useState(false);
  return (
    <FormModal isDirty={isDirty} onClose={onClose} title={kind === 'W9' ? 'Upload W-9' : 'Add certificate of insurance'} size={kind === 'W9' ? 'md' : 'lg'}>
      {kind === 'W9' ? (
        <W9Form vendorId={vendorId} onClose={onClose} onDirtyChange={setDirty} />
      ) : (
        <CoiForm vendorId={vendorId} renewing={renewing ?? null} onClose={onClose} onDirtyChange={setDirty} />
      )}
    </FormModal>
  );
}

interface TDocumentFormProps {
  vendorId: string;
  onClose: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

function W9Form({ vendorId, onClose, onDirtyChange }: TDocumentFormProps) {
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(ZW9FormSchema, { fileKey: '' });
  const create = useCreateVendorDocument({ form });
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = form.onSubmit(async (data) => {
    if (await succeeded(create.mutateAsync({ vendorId, input: { kind: 'W9', ...data } }))) onClose();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dark.6">
          The signed W-9 replaces the one on file.
        </Text>
        <DocumentFileField
          kind="W9"
          onUploaded={(key) => form.setFieldValue('fileKey', key ?? '')}
          onBusyChange={setBusy}
          error={form.errors.fileKey as string | undefined}
        />
        <ModalActions onCancel={onClose} isSubmitting={form.submitting || busy} />
      </Stack>
    </form>
  );
}

const COVERAGE_OPTIONS = COVERAGE_TYPES.map((type) => ({ value: type, label: COVERAGE_TYPE_LABELS[type] }));

function CoiForm({ vendorId, renewing, onClose, onDirtyChange }: TDocumentFormProps & { renewing: Partial<TCoiFormInput> | null }) {
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(ZCoiFormSchema, {
    fileKey: '',
    insurer: renewing?.insurer ?? '',
    policyNumber: renewing?.policyNumber ?? '',
    coverageType: (renewing?.coverageType ?? 'GENERAL_LIABILITY') as TCoverageType,
    eachOccurrence: renewing?.eachOccurrence ?? '',
    aggregate: renewing?.aggregate ?? '',
    additionalInsured: renewing?.additionalInsured ?? false,
    effectiveOn: '',
    expiresOn: '',
  });
  const create = useCreateVendorDocument({ form });
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = form.onSubmit(async (data) => {
    if (await succeeded(create.mutateAsync({ vendorId, input: { kind: 'COI', ...data } }))) onClose();
  });
  const money = { prefix: '$', thousandSeparator: ',', min: 0, decimalScale: 2 } as const;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <DocumentFileField
          kind="COI"
          onUploaded={(key) => form.setFieldValue('fileKey', key ?? '')}
          onBusyChange={setBusy}
          error={form.errors.fileKey as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Insurer" data-autofocus {...form.getInputProps('insurer')} />
          <TextInput label="Policy number" {...form.getInputProps('policyNumber')} />
          <Select
            label="Coverage type"
            withAsterisk
            data={COVERAGE_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('coverageType')}
          />
          <Checkbox label="Additional insured" mt={{ base: 0, sm: 30 }} {...form.getInputProps('additionalInsured', { type: 'checkbox' })} />
          <NumberInput label="Each occurrence" {...money} {...form.getInputProps('eachOccurrence')} />
          <NumberInput label="Aggregate" {...money} {...form.getInputProps('aggregate')} />
          <TextInput label="Effective date" type="date" {...form.getInputProps('effectiveOn')} />
          <TextInput label="Expiry date" type="date" {...form.getInputProps('expiresOn')} />
        </SimpleGrid>
        <ModalActions onCancel={onClose} isSubmitting={form.submitting || busy} />
      </Stack>
    </form>
  );
}
