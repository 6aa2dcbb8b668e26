import { Badge, Tooltip } from '@mantine/core';
import { CLIENT_SOW_STATUS_LABELS, type TClientSowStatus, type TSowLibraryStatus } from '@procura/shared';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';

const STATUS_TONES: Record<TClientSowStatus, TStatusTone> = { DRAFT: 'neutral', ACTIVE: 'positive', ARCHIVED: 'attention' };

export function SowStatusBadge({ status, size = 'sm' }: { status: TClientSowStatus | TSowLibraryStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={CLIENT_SOW_STATUS_LABELS[status]} tone={STATUS_TONES[status]} size={size} />;
}

/** The assistant wrote it without a language model (issue #10: the UI says so). */
export function ComposedOfflineBadge() {
  return (
    <Tooltip label="Drafted by the offline composer from the library text and the answers, not by a language model." multiline maw={280} withArrow>
      <Badge
        color="grape"
        variant="outline"
        radius="sm"
        tt="none"
        fw={600}
        size="sm"
        leftSection={<IconPlugConnectedX aria-hidden size={12} />}
        style={{ minWidth: 'max-content' }}
        styles={{ label: { color: 'var(--mantine-color-grape-light-color)' } }}
      >
        Composed offline
      </Badge>
    </Tooltip>
  );
}
