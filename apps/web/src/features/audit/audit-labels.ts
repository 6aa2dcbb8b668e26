import type { TAuditEntity } from '@procura/shared';

/** The record kinds as the audit search names them (docs/history.md). */
export const AUDIT_ENTITY_LABELS: Record<TAuditEntity, string> = {
  client: 'Client',
  property: 'Property',
  vendor: 'Vendor',
  client_scope_of_work: 'Scope of work',
  rfp: 'RFP',
  bid: 'Bid',
  contract: 'Contract',
  user: 'User',
  role: 'Role',
};

export const auditEntityLabel = (entity: string): string => AUDIT_ENTITY_LABELS[entity as TAuditEntity] ?? entity.replace(/_/g, ' ');

/** The search's own address, under Settings (docs/history.md). */
export const AUDIT_PATH = '/settings/audit';
