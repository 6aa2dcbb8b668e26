import { Alert, Button, Group, Menu, Paper, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { EMPTY_SOW_DOC, SOW_CHANGE_NOTE_MAX, ZSowLibraryInputSchema, type TSowDoc, type TSowLibraryEntry } from '@procura/shared';
import { IconArchive, IconChevronDown, IconDeviceFloppy, IconDownload, IconFileTypeDocx, IconFileTypePdf, IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../lib/brand';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { isRecordId } from '../../../components/RecordLoadError';
import { BackLink, SowLoadError, SowPageSkeleton } from '../components/PageState';
import { ServicePicker } from '../../pickers';
import { SowStatusBadge } from '../components/SowBadges';
import { SowEditor } from '../components/SowEditor';
import { VersionsPanel } from '../components/VersionsPanel';
import { useCreateLibraryEntry, useLibraryEntry, useSowDownload, useUpdateLibraryEntry } from '../queries';
import { libraryPath, sowHomePath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';
import { formatDateTime } from '../../../lib/format';

const ZHeadSchema = ZSowLibraryInputSchema.pick({ serviceId: true, title: true, changeNote: true });
const backTo = sowHomePath('library');

/** Title, service, text and a change note: one form for a new text and for the next version of one. */
function LibraryForm({ entry }: { entry: TSowLibraryEntry | null }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const form = useSchemaForm(ZHeadSchema, { serviceId: entry?.serviceId ?? '', title: entry?.title ?? '', changeNote: '' });
  const create = useCreateLibraryEntry({ form });
  const update = useUpdateLibraryEntry({ form });
  const [content, setContent] = useState<TSowDoc>(entry?.content ?? EMPTY_SOW_DOC);
  const version = entry?.version;
  useEffect(() => {
    if (!entry) return;
    setContent(entry.content);
    form.setValues({ serviceId: entry.serviceId, title: entry.title, changeNote: '' });
    form.resetDirty();
    // Only a new version (saved, restored) resets the form: a refetch of the same one keeps the edits.
  }, [version]);
  const isDirty = !entry || form.isDirty('title') || form.isDirty('serviceId') || JSON.stringify(content) !== JSON.stringify(entry.content);

  const onSubmit = form.onSubmit(async (values) => {
    if (entry) {
      await succeeded(update.mutateAsync({ id: entry.id, input: { ...values, content } }));
      return;
    }
    const creating = create.mutateAsync({ ...values, content });
    if (await succeeded(creating)) void navigate(libraryPath((await creating).id), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Title" placeholder="e.g. Snow removal – commercial lots" {...form.getInputProps('title')} />
              <ServicePicker
                label="Service"
                required={form.isRequired('serviceId')}
                value={form.values.serviceId || null}
                onChange={(value) => form.setFieldValue('serviceId', value ?? '')}
                error={form.errors.serviceId as string | undefined}
              />
            </SimpleGrid>
            {isMobile ? null : (
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label="Change note"
                  placeholder={entry ? 'What changed in this version' : 'e.g. First version'}
                  maxLength={SOW_CHANGE_NOTE_MAX}
                  style={{ flex: '1 1 260px' }}
                  {...form.getInputProps('changeNote')}
                  value={typeof form.values.changeNote === 'string' ? form.values.changeNote : ''}
                />
                <Button type="submit" leftSection={<IconDeviceFloppy aria-hidden size={16} />} loading={form.submitting} disabled={!isDirty}>
                  {entry ? 'Save as new version' : 'Create library text'}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        {isMobile ? (
          <Alert color="blue" variant="light">
            The text is read-only on a phone: edit it on a larger screen.
          </Alert>
        ) : null}
        <SowEditor value={content} onChange={setContent} label="Library text" />
      </Stack>
    </form>
  );
}

function EntryHeader({ entry, canEdit }: { entry: TSowLibraryEntry; canEdit: boolean }) {
  usePageTitle(entry.title);
  const download = useSowDownload();
  const update = useUpdateLibraryEntry();
  const isArchived = entry.status === 'ARCHIVED';
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Title>
          <SowStatusBadge status={entry.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {entry.categoryName} › {entry.serviceName}
        </Text>
        <Text size="xs" c="dimmed">
          Version {entry.version} · updated {formatDateTime(entry.updatedAt)}
          {entry.updatedByName ? ` by ${entry.updatedByName}` : ''}
        </Text>
      </Stack>
      <Group gap="sm">
        {canEdit ? (
          <Button
            variant="default"
            leftSection={isArchived ? <IconRestore aria-hidden size={16} /> : <IconArchive aria-hidden size={16} />}
            loading={update.isPending}
            onClick={() =>
              update.mutate({ id: entry.id, input: { status: isArchived ? 'ACTIVE' : 'ARCHIVED', changeNote: isArchived ? 'Back in use' : 'Archived' } })
            }
          >
            {isArchived ? 'Use again' : 'Archive'}
          </Button>
        ) : null}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload aria-hidden size={16} />}
              rightSection={<IconChevronDown aria-hidden size={14} />}
              loading={download.isPending}
            >
              Download
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconFileTypePdf aria-hidden size={16} />}
              onClick={() => download.mutate({ kind: 'library', id: entry.id, format: 'pdf' })}
            >
              PDF
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypeDocx aria-hidden size={16} />}
              onClick={() => download.mutate({ kind: 'library', id: entry.id, format: 'docx' })}
            >
              Word (DOCX)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

function LibraryEntryView({ id }: { id: string }) {
  const entry = useLibraryEntry(id);
  const [searchParams, setSearchParams] = useSearchParams();
  if (entry.isLoading)
    return (
      <>
        <BackLink to={backTo} label="SOW library" />
        <SowPageSkeleton label="Loading the library text" />
      </>
    );
  if (entry.error || !entry.data)
    return (
      <>
        <BackLink to={backTo} label="SOW library" />
        <SowLoadError error={entry.error} onRetry={() => void entry.refetch()} what="library text" backTo={backTo} />
      </>
    );
  const data = entry.data;
  const canEditLibrary = data.abilities.edit;
  const tab = searchParams.get('tab') === 'versions' ? 'versions' : 'text';
  return (
    <>
      <BackLink to={backTo} label="SOW library" />
      <EntryHeader entry={data} canEdit={canEditLibrary} />
      <Tabs value={tab} onChange={(next) => setSearchParams(next === 'versions' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="text">Text</Tabs.Tab>
          <Tabs.Tab value="versions">Versions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text">
          {canEditLibrary ? (
            <LibraryForm entry={data} />
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Your provider keeps the SOW library: start a client scope from this text to adapt it.
              </Text>
              <SowEditor value={data.content} readOnly label="Library text" />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="versions">
          <VersionsPanel kind="library" id={data.id} currentVersion={data.version} canRestore={canEditLibrary} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** /sow/library/new and /sow/library/:id (keyed by id: another text starts afresh). */
export default function LibraryEditorPage() {
  const { id } = useParams();
  const { canCreateLibrary } = useSowPermissions();
  if (id && isRecordId(id)) return <LibraryEntryView key={id} id={id} />;
  if (id)
    return (
      <>
        <BackLink to={backTo} label="SOW library" />
        <SowLoadError error={null} isBrokenLink onRetry={() => undefined} what="library text" backTo={backTo} />
      </>
    );
  return (
    <>
      <BackLink to={backTo} label="SOW library" />
      <PageHeader
        title="New library text"
        description="A base text for one service that every client's scope can start from. Use a level-2 heading for each section."
      />
      {canCreateLibrary ? (
        <LibraryForm entry={null} />
      ) : (
        <Alert color="orange" variant="light">
          Only your provider keeps the SOW library.
        </Alert>
      )}
    </>
  );
}
