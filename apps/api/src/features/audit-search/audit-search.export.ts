import { ZAuditFiltersSchema, type TAuditFilters } from '@procura/shared';
import { defineExport } from '../export-data/export-definition.js';
import { auditSearchRepo, type TAuditSearchRow } from './audit-search.repo.js';
import { mayReadAudit, presentAuditEntry } from './audit-search.service.js';

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** What changed, one field a line: "field: before → after". */
const changesText = (row: TAuditSearchRow) =>
  presentAuditEntry(row)
    .changes.map((c) => `${c.field}: ${text(c.before) || 'none'} → ${text(c.after) || 'none'}`)
    .join('\n');

/** The audit search's export (docs/history.md): its filters, newest first, one row per entry. */
export const auditExport = defineExport<TAuditSearchRow, TAuditFilters, number>({
  entity: 'audit',
  title: 'Audit export',
  fileBaseName: 'Audit',
  access: 'signedIn',
  allows: mayReadAudit,
  filters: ZAuditFiltersSchema,
  columns: [
    { header: 'When', width: 22, value: (r) => r.createdAt, numFmt: 'yyyy-mm-dd hh:mm:ss' },
    { header: 'Record type', width: 18, value: (r) => r.entity },
    { header: 'Record id', width: 38, value: (r) => r.entityId },
    { header: 'Organization', width: 28, value: (r) => r.tenantName ?? '' },
    { header: 'Action', width: 18, value: (r) => r.action },
    { header: 'Who', width: 24, value: (r) => r.actorName ?? '' },
    { header: 'Email', width: 30, value: (r) => r.actorEmail ?? '' },
    { header: 'Workspace', width: 28, value: (r) => r.workspaceName ?? '' },
    { header: 'Changes', width: 80, value: changesText },
  ],
  count: (tx, _actor, filters) => auditSearchRepo.count(tx, filters),
  batch: (tx, _actor, filters, after, limit) => auditSearchRepo.batch(tx, filters, after, limit),
  cursorOf: (row) => row.id,
});
