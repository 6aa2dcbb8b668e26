import { Anchor, Skeleton, Stack } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RecordLoadError } from '../../../components/RecordLoadError';

export function BackToList() {
  return (
    <Anchor component={Link} to={ROUTES.property} size="sm" c="dimmed" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft aria-hidden size={14} /> Property Lists
    </Anchor>
  );
}

export function PropertyPageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the property">
      <Skeleton h={28} w="40%" radius="sm" />
      <Skeleton h={16} w="60%" radius="sm" />
      <Skeleton h={280} radius="lg" mt="md" />
    </Stack>
  );
}

/** The property page could not open its property: broken link, missing or not shared, or a failure. */
export function PropertyLoadError({ error, onRetry, isBrokenLink = false }: { error: unknown; onRetry: () => void; isBrokenLink?: boolean }) {
  return <RecordLoadError what="property" error={error} isBrokenLink={isBrokenLink} backTo={ROUTES.property} backLabel="Property Lists" onRetry={onRetry} />;
}
