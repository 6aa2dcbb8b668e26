import { Button, Menu } from '@mantine/core';
import { ROUTES, ZAuditQuerySchema, type TAuditEntry } from '@procura/shared';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useWorkspaceKind } from '../../../providers/auth/use-workspace-kind';
import { useStartExport } from '../../background-jobs';
import { auditEntityLabel } from '../audit-labels';
import { AUDIT_COLUMNS } from '../components/audit-columns';
import { AUDIT_FILTER_KEYS, AuditFilters } from '../components/AuditFilters';
import { useAuditList } from '../queries';

/**
 * The provider's audit search (docs/history.md): every record's changes in one list, filtered
 * by who, record type, dates and words, sorted and paged by the server; exported with the same
 * filters as a background job that shows its progress in the jobs panel.
 */
function AuditSearch() {
  const list = useUrlListState({ schema: ZAuditQuerySchema, filterKeys: AUDIT_FILTER_KEYS });
  const entries = useAuditList(list.query);
  const exporter = useStartExport();
  const { page: _page, limit: _limit, sort: _sort, sortDirection: _direction, ...filters } = list.query;
  const start = (format: 'xlsx' | 'csv') => exporter.start({ entity: 'audit', format, filters });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to every record: who made it, when, from which workspace, and each field before and after."
        actions={
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFileExport aria-hidden size={18} />}
                rightSection={<IconChevronDown aria-hidden size={14} />}
                loading={exporter.isPending}
              >
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => start('xlsx')}>Excel workbook (XLSX)</Menu.Item>
              <Menu.Item onClick={() => start('csv')}>CSV file</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
      <ListToolbar
        searchLabel="Search the audit log"
        searchPlaceholder="Search names, ids and values"
        {...toolbarProps(list)}
        filters={<AuditFilters list={list} />}
      />
      <DataTable
        label="Audit entries"
        columns={AUDIT_COLUMNS}
        {...tableProps(list, entries, 'The audit log could not be loaded.')}
        getRowId={(entry: TAuditEntry) => String(entry.id)}
        getRowLabel={(entry: TAuditEntry) => `${auditEntityLabel(entry.entity)} ${entry.action} ${entry.createdAt}`}
        empty={emptyState(list, 'No entries match these filters', { title: 'No changes recorded yet' })}
      />
    </>
  );
}

/** The search is the provider's: anyone else is sent to their Settings. */
export default function AuditSearchPage() {
  const kind = useWorkspaceKind();
  if (kind && kind.kind !== 'provider') return <Navigate to={ROUTES.settings} replace />;
  return <AuditSearch />;
}
