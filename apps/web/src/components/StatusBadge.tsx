import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a status says about the record, not its colour: done or fine, nothing to do, worth a
 * look, a problem, under way.
 */
export type TStatusTone = 'positive' | 'neutral' | 'attention' | 'negative' | 'progress';

const TONE_COLORS: Record<TStatusTone, string> = { positive: 'green', neutral: 'gray', attention: 'orange', negative: 'red', progress: 'blue' };

export interface TStatusBadgeProps {
  label: string;
  tone: TStatusTone;
  /** An icon before the word, for a state whose tone alone is not enough (compliance). */
  icon?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Every status on every screen (a record's, a job's, a document's): one style, so a reader
 * learns it once. The word is always there; the colour only supports it. theme.ts makes each
 * colour's light variant readable on white.
 */
export function StatusBadge({ label, tone, icon, size = 'sm' }: TStatusBadgeProps) {
  return (
    <Badge
      color={TONE_COLORS[tone]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      leftSection={icon}
      style={{ minWidth: 'max-content' }}
      data-status-badge={tone}
    >
      {label}
    </Badge>
  );
}
