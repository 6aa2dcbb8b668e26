import { Anchor, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TableErrorState } from '../../../components/DataTable/DataTableStates';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { EmptyState } from '../../../components/EmptyState';

export function BackToList() {
  return (
    <Anchor component={Link} to={ROUTES.property} size="sm" c="dimmed" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft aria-hidden size={14} /> Property Lists
    </Anchor>
  );
}

export function PropertyPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the property">
      <Skeleton h={28} w="40%" radius="sm" />
      <Skeleton h={16} w="60%" radius="sm" />
      <Skeleton h={280} radius="lg" mt="md" />
    </Stack>
  );
}

/** A missing (or another tenant's) property answers 404: say it plainly, with the way back. */
export function PropertyLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.statusCode === 404) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          title="Property not found"
          description="It may have been deleted, or it is not shared with you."
          action={<Button component={Link} to={ROUTES.property} variant="light" mt="sm">Back to Property Lists</Button>}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg">
      <TableErrorState message={errorMessage(error, 'The property could not be loaded.')} onRetry={onRetry} />
    </Paper>
  );
}
