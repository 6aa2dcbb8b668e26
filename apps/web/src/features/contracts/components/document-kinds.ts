import type { TContractDocumentKind } from '@procura/shared';

export const DOCUMENT_KIND_LABELS: Record<TContractDocumentKind, string> = { SIGNED: 'Signed copy', AMENDMENT: 'Amendment', OTHER: 'Other' };
