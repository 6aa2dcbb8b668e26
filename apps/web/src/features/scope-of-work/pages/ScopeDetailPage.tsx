import { Alert, Box, Button, Grid, Group, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { CLIENT_SOW_SOURCE_LABELS, type TClientSow, type TClientSowStatus, type TSowDoc } from '@procura/shared';
import { IconChevronDown, IconDownload, IconFileTypeDocx, IconFileTypePdf, IconFiles } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { DocumentSaveBar } from '../components/DocumentSaveBar';
import { isRecordId } from '../../../components/RecordLoadError';
import { BackLink, SowLoadError, SowPageSkeleton } from '../components/PageState';
import { HistoryTab } from '../../../components/HistoryTab';
import { SCOPE_HISTORY } from '../scope-history';
import { ScopePropertiesTab } from '../components/ScopePropertiesTab';
import { SowEditor } from '../components/SowEditor';
import { ComposedOfflineBadge, SowStatusBadge } from '../components/SowBadges';
import { VersionsPanel } from '../components/VersionsPanel';
import { GenerateDocumentsModal, SowAssistantPanel } from '../lazy-parts';
import { clientScopeHistoryQuery, useChangeClientScopeStatus, useClientScope, useSowDownload, useUpdateClientScope } from '../queries';
import { sowHomePath } from '../sow-format';
import { formatDateTime, formatNumber } from '../../../lib/format';

const TABS = ['document', 'properties', 'versions', 'history'] as const;
type TTab = (typeof TABS)[number];
const TAB_LABELS: Record<TTab, string> = { document: 'Document', properties: 'Properties', versions: 'Versions', history: 'History' };

const TRANSITION_LABELS: Record<TClientSowStatus, string> = { ACTIVE: 'Activate', ARCHIVED: 'Archive', DRAFT: 'Reopen as draft' };

function ScopeHeader({ scope }: { scope: TClientSow }) {
  usePageTitle(scope.name);
  const status = useChangeClientScopeStatus();
  const download = useSowDownload();
  const [isGenerating, setGenerating] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      {/* The name keeps room (a long one is common): the buttons wrap under it instead of squeezing it. */}
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 480px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
            {scope.name}
          </Title>
          <SowStatusBadge status={scope.status} />
          {scope.composedOffline ? <ComposedOfflineBadge /> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {scope.clientName} · {scope.serviceName} ({scope.categoryName})
        </Text>
        <Text size="xs" c="dimmed">
          {CLIENT_SOW_SOURCE_LABELS[scope.source]} · version {scope.version} · updated {formatDateTime(scope.updatedAt)}
          {scope.updatedByName ? ` by ${scope.updatedByName}` : ''}
        </Text>
      </Stack>
      <Group gap="sm">
        {scope.abilities.statusChanges.map((next) => (
          <Button
            key={next}
            variant={next === 'ACTIVE' ? 'filled' : 'default'}
            loading={status.isPending && status.variables.status === next}
            disabled={status.isPending}
            onClick={() => status.mutate({ id: scope.id, status: next })}
          >
            {TRANSITION_LABELS[next]}
          </Button>
        ))}
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
            <Menu.Item leftSection={<IconFileTypePdf aria-hidden size={16} />} onClick={() => download.mutate({ kind: 'scope', id: scope.id, format: 'pdf' })}>
              PDF
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypeDocx aria-hidden size={16} />}
              onClick={() => download.mutate({ kind: 'scope', id: scope.id, format: 'docx' })}
            >
              Word (DOCX)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {scope.abilities.generateDocuments ? (
          <Button variant="default" leftSection={<IconFiles aria-hidden size={16} />} onClick={() => setGenerating(true)}>
            Generate documents
          </Button>
        ) : null}
      </Group>
      {isGenerating ? (
        <Suspense fallback={null}>
          <GenerateDocumentsModal sowId={scope.id} onClose={() => setGenerating(false)} />
        </Suspense>
      ) : null}
    </Group>
  );
}

function DocumentTab({ scope, canEdit, draft, setDraft }: { scope: TClientSow; canEdit: boolean; draft: TSowDoc; setDraft: (doc: TSowDoc) => void }) {
  const isMobile = useIsMobile();
  const update = useUpdateClientScope();
  const [note, setNote] = useState('');
  const isDirty = JSON.stringify(draft) !== JSON.stringify(scope.content);
  const isEditable = canEdit && !isMobile;
  // Once shown, the assistant stays mounted whatever the width (hidden on a phone by CSS below):
  // a window crossing the phone breakpoint, even for a moment (a browser capturing the page
  // reports a 1×1 window while it does), must not throw away the suggestion it holds.
  const [hasAssistant, setHasAssistant] = useState(isEditable);
  if (isEditable && !hasAssistant) setHasAssistant(true);

  const save = () =>
    update.mutate(
      { id: scope.id, input: { content: draft, changeNote: note } },
      {
        onSuccess: () => setNote(''),
      },
    );

  const editor = (
    <Stack gap="sm">
      {isEditable ? (
        <DocumentSaveBar
          isDirty={isDirty}
          isSaving={update.isPending}
          note={note}
          onNoteChange={setNote}
          onSave={save}
          onDiscard={() => setDraft(scope.content)}
          version={scope.version}
        />
      ) : null}
      {canEdit && isMobile ? (
        <Alert color="blue" variant="light">
          The text is read-only on a phone: edit it on a larger screen.
        </Alert>
      ) : null}
      <SowEditor value={draft} onChange={setDraft} readOnly={!isEditable} label="Scope of work text" />
    </Stack>
  );

  if (!hasAssistant) return editor;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{editor}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} visibleFrom="sm">
        <Box component="aside" aria-label="SOW assistant">
          <Suspense fallback={<Spinner size={40} hint="Loading the assistant…" />}>
            <SowAssistantPanel clientId={scope.clientId} serviceId={scope.serviceId} content={draft} onApply={setDraft} />
          </Suspense>
        </Box>
      </Grid.Col>
    </Grid>
  );
}

function ScopeDetail({ id }: { id: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope = useClientScope(id);
  const [draft, setDraft] = useState<TSowDoc | null>(null);
  const version = scope.data?.version;
  // A saved or restored version replaces the draft (the editor shows what is stored).
  useEffect(() => {
    if (scope.data) setDraft(scope.data.content);
    // Only a new version resets the draft: a refetch of the same one keeps the user’s edits.
  }, [version]);

  if (scope.isLoading)
    return (
      <>
        <BackLink to={sowHomePath()} label="Scope Of Work" />
        <SowPageSkeleton label="Loading the scope" />
      </>
    );
  if (scope.error || !scope.data)
    return (
      <>
        <BackLink to={sowHomePath()} label="Scope Of Work" />
        <SowLoadError error={scope.error} onRetry={() => void scope.refetch()} what="scope" backTo={sowHomePath()} />
      </>
    );

  const data = scope.data;
  const requested = searchParams.get('tab');
  const active: TTab = TABS.find((tab) => tab === requested) ?? 'document';

  return (
    <>
      <BackLink to={sowHomePath()} label="Scope Of Work" />
      <ScopeHeader scope={data} />
      <Tabs value={active} onChange={(tab) => setSearchParams(tab && tab !== 'document' ? { tab } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === 'properties' ? `${TAB_LABELS[tab]} (${formatNumber(data.propertyCount)})` : TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="document">
          <DocumentTab scope={data} canEdit={data.abilities.edit} draft={draft ?? data.content} setDraft={setDraft} />
        </Tabs.Panel>
        <Tabs.Panel value="properties">
          <ScopePropertiesTab scope={data} canEdit={data.abilities.edit} />
        </Tabs.Panel>
        <Tabs.Panel value="versions">
          <VersionsPanel kind="scope" id={data.id} currentVersion={data.version} canRestore={data.abilities.edit} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab label="Scope history" vocabulary={SCOPE_HISTORY} query={clientScopeHistoryQuery(data.id)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** Keyed by id: moving to another scope starts the page afresh (draft, tabs, modals). */
export default function ScopeDetailPage() {
  const { id = '' } = useParams();
  if (isRecordId(id)) return <ScopeDetail key={id} id={id} />;
  return (
    <>
      <BackLink to={sowHomePath()} label="Scope Of Work" />
      <SowLoadError error={null} isBrokenLink onRetry={() => undefined} what="scope" backTo={sowHomePath()} />
    </>
  );
}
