import { ZPropertyListQuerySchema, type TPropertyListItem } from '@procura/shared';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, emptyState, ListToolbar, tableProps, type TDataTableRowAction, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { pickQueryString } from '../../../lib/query-string';
import { ImportPropertiesModal } from '../components/ImportPropertiesModal';
import { propertyColumns } from '../components/property-columns';
import { PROPERTY_FILTER_KEYS, PropertyFilters } from '../components/PropertyFilters';
import { PropertyListActions } from '../components/PropertyListActions';
import { propertyPath } from '../property-display';
import { useDeleteProperty, useExportProperties, usePropertyList } from '../queries';
import { usePropertyPermissions } from '../use-property-permissions';

/** Only the filters travel to the map and the export: paging and sorting are the list's own. */
const filtersQueryString = (search: string) => pickQueryString(new URLSearchParams(search), ['search', ...PROPERTY_FILTER_KEYS]);

export default function PropertyListPage() {
  const list = useUrlListState({ schema: ZPropertyListQuerySchema, filterKeys: PROPERTY_FILTER_KEYS });
  const permissions = usePropertyPermissions();
  const location = useLocation();
  const navigate = useNavigate();
  const properties = usePropertyList(list.query);
  const exportProperties = useExportProperties();
  const deleteProperty = useDeleteProperty();
  const [isImportOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<TPropertyListItem | null>(null);

  const showClient = permissions.ownClient === null;
  const columns = useMemo(() => propertyColumns({ showClient }), [showClient]);

  const rowActions = (property: TPropertyListItem): TDataTableRowAction[] => [
    { label: 'Open', icon: <IconEye aria-hidden size={16} />, onSelect: () => void navigate(propertyPath(property.id)) },
    ...(property.abilities.edit
      ? [{ label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => void navigate(`${propertyPath(property.id)}/edit`) }]
      : []),
    ...(property.abilities.delete
      ? [{ label: 'Delete', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToDelete(property) }]
      : []),
  ];

  const startExport = (format: 'xlsx' | 'csv') => {
    const { search, clientIds, stateIds, cityIds, serviceIds, status, propertyTypes } = list.query;
    exportProperties.start({ format, search, clientIds, stateIds, cityIds, serviceIds, status, propertyTypes });
  };

  return (
    <>
      <PageHeader
        title="Property Lists"
        description="Every property you look after: where it is, what it needs and who to call."
        actions={
          <PropertyListActions
            permissions={permissions}
            search={filtersQueryString(location.search)}
            isExporting={exportProperties.isPending}
            onExport={startExport}
            onImport={() => setImportOpen(true)}
          />
        }
      />
      <ListToolbar
        searchLabel="Search properties"
        searchPlaceholder="Name, code or city"
        {...toolbarProps(list)}
        filters={<PropertyFilters list={list} showClient={showClient} />}
      />
      <DataTable
        label="Properties"
        columns={columns}
        {...tableProps(list, properties, 'The properties could not be loaded.')}
        getRowId={(property) => property.id}
        getRowLabel={(property) => property.name}
        rowActions={rowActions}
        empty={emptyState(list, 'No property matches these filters', {
          title: 'No properties yet',
          description: permissions.canCreate
            ? 'Add one with New property, or import a spreadsheet with Import.'
            : 'Properties shared with you will appear here.',
        })}
      />
      <ImportPropertiesModal isOpen={isImportOpen} onClose={() => setImportOpen(false)} />
      <ConfirmModal
        isOpen={toDelete !== null}
        title="Delete property"
        message={toDelete ? `Delete ${toDelete.name} (${toDelete.code})? Its contacts, required services and documents go with it.` : ''}
        confirmLabel="Delete"
        isPending={deleteProperty.isPending}
        onConfirm={() => toDelete && deleteProperty.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
