import { Anchor, Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordLoadError } from './RecordLoadError';

/*
 * The scaffolding of a record's own page (an RFP, a contract): the way back to its list, the
 * page when the record cannot be shown, the header card and the tabs kept in the URL. What each
 * page shows inside them stays its own.
 */

export interface TRecordBack {
  /** The list's route, and the list's name: "All contracts" links back, "Contracts" names it in errors. */
  to: string;
  label: string;
  listName: string;
}

export function RecordBackLink({ back }: { back: TRecordBack }) {
  return (
    <Anchor component={Link} to={back.to} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        {back.label}
      </Group>
    </Anchor>
  );
}

/** The record could not be shown: a broken link (no error), or its load failed (the error, with a retry). */
export function RecordPageError({ back, what, error, onRetry }: { back: TRecordBack; what: string; error: unknown; onRetry?: () => void }) {
  return (
    <Stack>
      <RecordBackLink back={back} />
      <RecordLoadError what={what} error={error} isBrokenLink={!onRetry} backTo={back.to} backLabel={back.listName} onRetry={onRetry ?? (() => undefined)} />
    </Stack>
  );
}

interface TRecordHeaderProps {
  /** The band's colour across the card's top (a Mantine colour, "teal.1"). */
  band: string;
  title: string;
  badge: ReactNode;
  /** Beside the badge, dimmed: the number, the client… */
  meta: ReactNode;
  actions: ReactNode;
  /** Under the title: the record's facts. */
  children: ReactNode;
}

/** The record's header card: its title (the page's h1), status, meta line, actions and facts. */
export function RecordHeader({ band, title, badge, meta, actions, children }: TRecordHeaderProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Box h={8} bg={band} />
      <Stack p={{ base: 'md', sm: 'lg' }} gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Group gap="xs">
              {badge}
              <Text size="sm" c="dimmed">
                {meta}
              </Text>
            </Group>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export interface TRecordTab<TTab extends string> {
  value: TTab;
  label: string;
  panel: ReactNode;
}

/**
 * The record's tabs: `value` is the tab in the URL, `onChange` goes to another one (the page
 * knows its paths). The list scrolls sideways on a phone rather than wrapping; a tab's panel
 * mounts only while it is shown.
 */
export function RecordTabs<TTab extends string>({ value, tabs, onChange }: { value: TTab; tabs: readonly TRecordTab<TTab>[]; onChange: (tab: TTab) => void }) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((t) => t.value === next);
        if (tab) onChange(tab.value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
