import type { TContractExtractionStatus } from '@procura/shared';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';

export const EXTRACTION_STATUS: Record<TContractExtractionStatus, { label: string; tone: TStatusTone }> = {
  QUEUED: { label: 'Queued', tone: 'progress' },
  READING: { label: 'Reading', tone: 'progress' },
  NEEDS_REVIEW: { label: 'Needs review', tone: 'attention' },
  CONFIRMED: { label: 'Confirmed', tone: 'positive' },
  FAILED: { label: 'Failed', tone: 'negative' },
  DISCARDED: { label: 'Discarded', tone: 'neutral' },
};

export const ExtractionStatusBadge = ({ status }: { status: TContractExtractionStatus }) => <StatusBadge {...EXTRACTION_STATUS[status]} />;
