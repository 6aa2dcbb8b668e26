import { Alert, Button, FileInput, Group, Input, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EMPTY_SOW_DOC, ZClientSowInputSchema, type TClientSowSource, type TSowDoc } from '@procura/shared';
import { IconFileUpload, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { acceptFor, uploadFile } from '../../../lib/upload';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { getLibraryEntry } from '../api';
import { BackLink } from '../components/PageState';
import { ClientPicker, ServicePicker, type TPickerOption } from '../../pickers';
import { SowEditor } from '../components/SowEditor';
import { useCreateClientScope, useExtractSowText, useLibraryList } from '../queries';
import { assistantPath, scopePath, sowHomePath } from '../sow-format';

type TStart = 'LIBRARY' | 'UPLOAD' | 'BLANK' | 'ASSISTANT';

const ZHeadSchema = ZClientSowInputSchema.pick({ clientId: true, serviceId: true, name: true });

/** The library texts written for the chosen service. */
function LibraryTextPicker({ serviceId, value, onPick }: { serviceId: string; value: string | null; onPick: (id: string | null) => void }) {
  const texts = useLibraryList({ serviceIds: serviceId, limit: 100, sort: 'title' }, Boolean(serviceId));
  const options = (texts.data?.data ?? []).map((entry) => ({ value: entry.id, label: `${entry.title} (v${entry.version})` }));
  return (
    <Select
      label="Library text"
      placeholder={
        serviceId ? (texts.isLoading ? 'Loading…' : options.length ? 'Choose a text' : 'No library text for this service') : 'Choose the service first'
      }
      data={options}
      value={value}
      onChange={onPick}
      disabled={!serviceId || options.length === 0}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export default function NewScopePage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { userWorkspace, userFlags } = useAuth();
  // A client's people write their own client's scopes: the client is not a choice.
  const ownClient = userFlags?.isClientUser ? (userWorkspace?.client ?? null) : null;
  const form = useSchemaForm(ZHeadSchema, { clientId: ownClient?.id ?? '', serviceId: '', name: '' });
  const create = useCreateClientScope({ form, hiddenFields: ownClient ? ['clientId'] : [] });
  const extract = useExtractSowText();
  const [client, setClient] = useState<TPickerOption | null>(null);
  const [start, setStart] = useState<TStart>('LIBRARY');
  const [content, setContent] = useState<TSowDoc>(EMPTY_SOW_DOC);
  const [libraryEntryId, setLibraryEntryId] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [isLoadingText, setLoadingText] = useState(false);

  const chooseStart = (next: TStart) => {
    setStart(next);
    if (next === 'BLANK') setContent(EMPTY_SOW_DOC);
  };

  const pickLibrary = async (id: string | null) => {
    setLibraryEntryId(id);
    if (!id) return;
    setLoadingText(true);
    try {
      const entry = await getLibraryEntry(id);
      setContent(entry.content);
      if (!form.values.name.trim()) form.setFieldValue('name', entry.title);
    } catch (error) {
      setFileError(errorMessage(error, 'The library text could not be loaded.'));
    } finally {
      setLoadingText(false);
    }
  };

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    setFileKey(null);
    setFileError(null);
    setWarnings([]);
    if (!picked) return;
    try {
      setProgress(0);
      const key = await uploadFile(picked, { category: 'scope_of_work', onProgress: setProgress });
      setProgress(null);
      const result = await extract.mutateAsync(key);
      setFileKey(key);
      setContent(result.content);
      setWarnings(result.warnings);
      if (!form.values.name.trim()) form.setFieldValue('name', picked.name.replace(/\.[^.]+$/, ''));
    } catch (error) {
      setProgress(null);
      setFileError(errorMessage(error, 'The file could not be read.'));
    }
  };

  const onSubmit = form.onSubmit(async (values) => {
    if (start === 'ASSISTANT') return void navigate(assistantPath(values.clientId, values.serviceId));
    if (start === 'LIBRARY' && !libraryEntryId) return setFileError('Choose a library text, or start from another source.');
    if (start === 'UPLOAD' && !fileKey) return setFileError('Choose a PDF or DOCX file to read the text from.');
    const source: TClientSowSource = start;
    const creating = create.mutateAsync({
      ...values,
      source,
      content,
      ...(start === 'LIBRARY' ? { libraryEntryId } : {}),
      ...(start === 'UPLOAD' ? { sourceFileKey: fileKey } : {}),
    });
    if (await succeeded(creating)) void navigate(scopePath((await creating).id), { replace: true });
  });

  const startOptions = [
    { value: 'LIBRARY', label: 'Library text' },
    { value: 'UPLOAD', label: 'Uploaded file' },
    { value: 'BLANK', label: 'Blank' },
    { value: 'ASSISTANT', label: 'Assistant' },
  ];

  return (
    <>
      <BackLink to={sowHomePath()} label="Scope Of Work" />
      <PageHeader
        title="New scope"
        description="A client's scope of work for one service: start from a library text, a file or a blank page, then apply it to the client's properties."
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {ownClient ? (
                  <TextInput label="Client" value={ownClient.name} readOnly />
                ) : (
                  <ClientPicker
                    label="Client"
                    required={form.isRequired('clientId')}
                    value={client}
                    onChange={(next) => {
                      setClient(next);
                      form.setFieldValue('clientId', next?.value ?? '');
                    }}
                    error={form.errors.clientId as string | undefined}
                  />
                )}
                <ServicePicker
                  label="Service"
                  required={form.isRequired('serviceId')}
                  value={form.values.serviceId || null}
                  onChange={(value) => {
                    form.setFieldValue('serviceId', value ?? '');
                    setLibraryEntryId(null);
                  }}
                  error={form.errors.serviceId as string | undefined}
                />
                <TextInput label="Name" placeholder="e.g. Snow removal 2026–27" {...form.getInputProps('name')} />
              </SimpleGrid>
              <Stack gap={6}>
                <Input.Label id="sow-start-label" component="span">
                  Start from
                </Input.Label>
                <SegmentedControl
                  aria-labelledby="sow-start-label"
                  value={start}
                  onChange={(value) => chooseStart(value as TStart)}
                  data={startOptions}
                  fullWidth
                  orientation={isMobile ? 'vertical' : 'horizontal'}
                  style={{ maxWidth: 560 }}
                />
              </Stack>
              {start === 'LIBRARY' ? (
                <LibraryTextPicker serviceId={form.values.serviceId} value={libraryEntryId} onPick={(id) => void pickLibrary(id)} />
              ) : null}
              {start === 'UPLOAD' ? (
                <Stack gap={6}>
                  <FileInput
                    label="SOW file"
                    description="PDF or DOCX: its text is read into the editor below."
                    placeholder="Choose a file"
                    accept={acceptFor('scope_of_work')}
                    leftSection={<IconFileUpload aria-hidden size={16} />}
                    value={file}
                    onChange={(picked) => void pickFile(picked)}
                    clearable
                    style={{ maxWidth: 460 }}
                  />
                  {progress !== null ? <Progress value={progress} size="sm" aria-label="Upload progress" style={{ maxWidth: 460 }} /> : null}
                  {extract.isPending ? (
                    <Text size="sm" c="dimmed">
                      Reading the text…
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
              {start === 'ASSISTANT' ? (
                <Alert color="blue" variant="light" icon={<IconSparkles aria-hidden size={18} />}>
                  The assistant asks about the site, season, frequency and requirements, then drafts the scope in the library's structure.
                </Alert>
              ) : null}
              {fileError ? (
                <Alert color="red" variant="light" role="alert">
                  {fileError}
                </Alert>
              ) : null}
              {warnings.map((warning) => (
                <Alert key={warning} color="orange" variant="light">
                  {warning}
                </Alert>
              ))}
            </Stack>
          </Paper>
          {start === 'ASSISTANT' ? null : (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Text {isLoadingText ? '(loading…)' : ''}
              </Text>
              <SowEditor value={content} onChange={setContent} label="Scope of work text" />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate(sowHomePath())} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={start === 'ASSISTANT' ? <IconSparkles aria-hidden size={16} /> : undefined}>
              {start === 'ASSISTANT' ? 'Draft with the assistant' : 'Create scope'}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
