import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RecordLoadError } from '../../../components/RecordLoadError';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft aria-hidden size={14} /> {label}
    </Anchor>
  );
}

export function SowPageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <Skeleton h={28} w="40%" radius="sm" />
      <Skeleton h={16} w="60%" radius="sm" />
      <Skeleton h={320} radius="lg" mt="md" />
    </Stack>
  );
}

/** A scope page could not open its record: broken link, missing or not shared, or a failure. */
export function SowLoadError({
  error,
  onRetry,
  what,
  backTo,
  isBrokenLink = false,
}: {
  error: unknown;
  onRetry: () => void;
  what: string;
  backTo: string;
  isBrokenLink?: boolean;
}) {
  return <RecordLoadError what={what} error={error} isBrokenLink={isBrokenLink} backTo={backTo} backLabel="Scope Of Work" onRetry={onRetry} />;
}
