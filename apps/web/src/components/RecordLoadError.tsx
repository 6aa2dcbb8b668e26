import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLinkOff, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../lib/api-error';

/** Record ids are UUIDs: anything else in the address is a broken link, not worth a request. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordId = (id: string | null | undefined): id is string => typeof id === 'string' && RECORD_ID.test(id);

export type TRecordProblem = 'broken-link' | 'missing' | 'failed';

/**
 * What went wrong opening one record: a malformed id (nothing to retry), a record that is gone
 * or not shared with the person (the server answers 404 for both, and 403 for a row it will not
 * confirm), or a failure worth trying again.
 */
export function recordProblemOf(error: unknown): TRecordProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.statusCode === 404 || error.statusCode === 403) return 'missing';
  if (error.statusCode === 400 && 'id' in error.fieldErrors) return 'broken-link';
  return 'failed';
}

export interface TRecordLoadErrorProps {
  /** The record's kind in lower case: "client", "scope", "library text". */
  what: string;
  /** The error of the detail query; null when the id was refused before asking. */
  error: unknown;
  /** Set when the id itself is malformed. */
  isBrokenLink?: boolean;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}

function Shell({ icon, color, title, children, actions }: { icon: ReactNode; color: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="xs" py="lg" ta="center" role="alert">
        <ThemeIcon size={48} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" fw={600} mt="xs">
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={440}>
          {children}
        </Text>
        <Group gap="sm" mt="sm" justify="center">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The one way a detail page says it could not open its record. */
export function RecordLoadError({ what, error, isBrokenLink = false, backTo, backLabel, onRetry }: TRecordLoadErrorProps) {
  const problem: TRecordProblem = isBrokenLink ? 'broken-link' : recordProblemOf(error);
  const back = (
    <Button component={Link} to={backTo} variant={problem === 'failed' ? 'default' : 'light'}>
      Back to {backLabel}
    </Button>
  );
  if (problem === 'broken-link') {
    return (
      <Shell icon={<IconLinkOff aria-hidden size={24} />} color="orange" title="This link is broken" actions={back}>
        The address does not name a {what}: part of it may be missing or mistyped. Open the {what} from {backLabel} instead.
      </Shell>
    );
  }
  if (problem === 'missing') {
    const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} not found or not shared with you`;
    return (
      <Shell icon={<IconSearchOff aria-hidden size={24} />} color="blue" title={title} actions={back}>
        It may have been deleted, or it belongs to a workspace that has not shared it with you.
      </Shell>
    );
  }
  return (
    <Shell
      icon={<IconAlertCircle aria-hidden size={24} />}
      color="red"
      title={`The ${what} could not be loaded`}
      actions={
        <>
          <Button leftSection={<IconRefresh aria-hidden size={16} />} onClick={onRetry}>
            Try again
          </Button>
          {back}
        </>
      }
    >
      {errorMessage(error, `The ${what} could not be loaded.`)}
    </Shell>
  );
}
