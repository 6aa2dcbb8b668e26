import { Button, Tabs } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { withSuspense } from '../../../app/router/lazy-page';
import { PageHeader } from '../../../components/PageHeader';
import { ClientScopesTab } from '../components/ClientScopesTab';
import { LibraryTab } from '../components/LibraryTab';
import { SowTemplatesTab } from '../lazy-parts';
import { assistantPath, newLibraryPath, newScopePath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';

type TTab = 'scopes' | 'library' | 'templates';

/** What the page is for, told to each kind of workspace (a vendor neither writes scopes nor generates documents). */
const SUBTITLES = {
  provider: "What vendors price: the provider's library of base texts per service, each client's scopes for its properties, and documents from templates.",
  client: "What vendors price: your scopes of work per service for your properties, started from your provider's library, and documents from templates.",
  vendor: 'What you price: the scopes of work of the requests for proposal you are invited to.',
} as const;

export default function SowHomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { canCreateScope, canCreateLibrary, canUseAssistant, canReadLibrary, isProvider, isVendor } = useSowPermissions();
  const tabs: TTab[] = ['scopes', ...(canReadLibrary ? (['library'] as const) : []), ...(isVendor ? [] : (['templates'] as const))];
  const requested = searchParams.get('tab');
  const tab: TTab = tabs.find((value) => value === requested) ?? 'scopes';

  const actions = (
    <>
      {tab === 'library' && canCreateLibrary ? (
        <Button component={Link} to={newLibraryPath} leftSection={<IconPlus aria-hidden size={16} />}>
          New library text
        </Button>
      ) : null}
      {tab === 'scopes' && canUseAssistant ? (
        <Button component={Link} to={assistantPath('', '')} variant="default" leftSection={<IconSparkles aria-hidden size={16} />}>
          Draft with the assistant
        </Button>
      ) : null}
      {tab === 'scopes' && canCreateScope ? (
        <Button component={Link} to={newScopePath} leftSection={<IconPlus aria-hidden size={16} />}>
          New scope
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title="Scope Of Work" description={SUBTITLES[isVendor ? 'vendor' : isProvider ? 'provider' : 'client']} actions={actions} />
      <Tabs
        value={tab}
        // Each tab has its own filters: a new tab starts from none.
        onChange={(next) => setSearchParams(next && next !== 'scopes' ? { tab: next } : {})}
        keepMounted={false}
      >
        {/* A vendor has the scopes only: no tab bar for one tab. */}
        {tabs.length > 1 ? (
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            <Tabs.Tab value="scopes">Client scopes</Tabs.Tab>
            {canReadLibrary ? <Tabs.Tab value="library">Library</Tabs.Tab> : null}
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
          </Tabs.List>
        ) : null}
        <Tabs.Panel value="scopes">
          <ClientScopesTab />
        </Tabs.Panel>
        {canReadLibrary ? (
          <Tabs.Panel value="library">
            <LibraryTab />
          </Tabs.Panel>
        ) : null}
        {isVendor ? null : <Tabs.Panel value="templates">{withSuspense(<SowTemplatesTab />)}</Tabs.Panel>}
      </Tabs>
    </>
  );
}
