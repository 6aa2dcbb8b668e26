import { Anchor, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TableErrorState } from '../../../components/DataTable/DataTableStates';
import { EmptyState } from '../../../components/EmptyState';
import { ApiError, errorMessage } from '../../../lib/api-error';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft aria-hidden size={14} /> {label}
    </Anchor>
  );
}

export function SowPageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton h={28} w="40%" radius="sm" />
      <Skeleton h={16} w="60%" radius="sm" />
      <Skeleton h={320} radius="lg" mt="md" />
    </Stack>
  );
}

/** A missing (or another tenant's) scope answers 404: say it plainly, with the way back. */
export function SowLoadError({ error, onRetry, what, backTo }: { error: unknown; onRetry: () => void; what: string; backTo: string }) {
  if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403)) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          title={`${what.charAt(0).toUpperCase()}${what.slice(1)} not found`}
          description="It may have been removed, or it is not shared with you."
          action={
            <Button component={Link} to={backTo} variant="light" mt="sm">
              Back to Scope Of Work
            </Button>
          }
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg">
      <TableErrorState message={errorMessage(error, `The ${what} could not be loaded.`)} onRetry={onRetry} />
    </Paper>
  );
}
