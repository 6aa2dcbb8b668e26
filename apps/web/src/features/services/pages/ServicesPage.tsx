import { Button, Select } from '@mantine/core';
import { SERVICE_STATUSES, ZServiceListQuerySchema, type TService, type TServiceCategory } from '@procura/shared';
import { IconCircleCheck, IconCircleOff, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import {
  DataTable,
  emptyState,
  FILTER_PROPS,
  ListToolbar,
  tableProps,
  type TDataTableRowAction,
  toolbarProps,
  useUrlListState,
} from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { BulkAddModal } from '../components/BulkAddModal';
import { CategoryFormModal } from '../components/CategoryFormModal';
import { CategoryPanel } from '../components/CategoryPanel';
import { SERVICE_COLUMNS, serviceStatusLabel } from '../components/service-columns';
import { ServiceFormModal } from '../components/ServiceFormModal';
import { useDeleteCategory, useDeleteService, useServiceCategories, useServiceList, useSetServiceStatus } from '../queries';
import { SERVICE_ERRORS } from '../service-messages';
import { useServicePermissions } from '../use-service-permissions';
import classes from './ServicesPage.module.css';

const FILTER_KEYS = ['categoryId', 'status'] as const;
const STATUS_OPTIONS = SERVICE_STATUSES.map((status) => ({ value: status, label: serviceStatusLabel(status) }));

type TModal =
  | { kind: 'category'; category: TServiceCategory | null }
  | { kind: 'service'; service: TService | null }
  | { kind: 'bulk' }
  | { kind: 'deleteCategory'; category: TServiceCategory }
  | { kind: 'deleteService'; service: TService }
  | null;

/** The services catalogue (issue #8 item 4): categories beside the services they hold. */
export default function ServicesPage() {
  const list = useUrlListState({ schema: ZServiceListQuerySchema, filterKeys: FILTER_KEYS });
  const permissions = useServicePermissions();
  const categories = useServiceCategories();
  const services = useServiceList(list.query);
  const setStatus = useSetServiceStatus();
  const deleteService = useDeleteService();
  const deleteCategory = useDeleteCategory();
  const [modal, setModal] = useState<TModal>(null);
  const close = () => setModal(null);

  const selectedCategoryId = list.filters.categoryId ?? null;
  const status = list.filters.status?.[0] ?? null;
  const selectedCategory = categories.data?.find((c) => c.id === selectedCategoryId);
  const isEmptyCategory = selectedCategory !== undefined && selectedCategory.serviceCount === 0 && list.search === '' && !status;
  const canWrite = permissions.canEdit || permissions.canDelete;

  const rowActions = (service: TService): TDataTableRowAction[] => {
    const actions: TDataTableRowAction[] = [];
    if (permissions.canEdit) {
      actions.push({ label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setModal({ kind: 'service', service }) });
      actions.push(
        service.status === 'ACTIVE'
          ? { label: 'Deactivate', icon: <IconCircleOff aria-hidden size={16} />, onSelect: () => setStatus.mutate({ id: service.id, active: false }) }
          : { label: 'Activate', icon: <IconCircleCheck aria-hidden size={16} />, onSelect: () => setStatus.mutate({ id: service.id, active: true }) },
      );
    }
    if (permissions.canDelete) {
      actions.push({
        label: 'Delete',
        icon: <IconTrash aria-hidden size={16} />,
        isDestructive: true,
        onSelect: () => setModal({ kind: 'deleteService', service }),
      });
    }
    return actions;
  };

  return (
    <>
      <PageHeader
        title="Services"
        description="The catalogue of facility services properties need and vendors offer, by category."
        actions={
          permissions.canCreate ? (
            <>
              <Button
                variant="default"
                leftSection={<IconUpload aria-hidden size={18} />}
                onClick={() => setModal({ kind: 'bulk' })}
                disabled={!categories.data?.length}
              >
                Bulk add
              </Button>
              <Button
                leftSection={<IconPlus aria-hidden size={18} />}
                onClick={() => setModal({ kind: 'service', service: null })}
                disabled={!categories.data?.length}
              >
                Add service
              </Button>
            </>
          ) : null
        }
      />
      <div className={classes.layout}>
        <aside className={classes.side}>
          <CategoryPanel
            categories={categories.data}
            isLoading={categories.isLoading}
            error={categories.error ? errorMessage(categories.error, SERVICE_ERRORS.categories) : null}
            onRetry={() => void categories.refetch()}
            selectedId={selectedCategoryId}
            onSelect={(id) => list.setFilter('categoryId', id)}
            canCreate={permissions.canCreate}
            canEdit={permissions.canEdit}
            canDelete={permissions.canDelete}
            onAdd={() => setModal({ kind: 'category', category: null })}
            onEdit={(category) => setModal({ kind: 'category', category })}
            onDelete={(category) => setModal({ kind: 'deleteCategory', category })}
          />
        </aside>
        <div className={classes.main}>
          <ListToolbar
            searchLabel="Search services"
            searchPlaceholder="Search by service name"
            {...toolbarProps(list)}
            filters={
              <Select
                {...FILTER_PROPS}
                aria-label="Status"
                placeholder="Any status"
                data={STATUS_OPTIONS}
                value={status}
                onChange={(value) => list.setFilter('status', value)}
              />
            }
          />
          <DataTable
            label="Services"
            columns={SERVICE_COLUMNS}
            {...tableProps(list, services, SERVICE_ERRORS.list)}
            getRowId={(service) => service.id}
            getRowLabel={(service) => service.name}
            rowActions={canWrite ? rowActions : undefined}
            empty={
              isEmptyCategory
                ? {
                    title: `No services in ${selectedCategory.name} yet`,
                    description: permissions.canCreate ? 'Add one with Add service, or many at once with Bulk add.' : undefined,
                  }
                : emptyState(list, 'No service matches these filters', {
                    title: 'No services yet',
                    description: permissions.canCreate
                      ? 'Add one with Add service, or many at once with Bulk add.'
                      : 'Services the provider adds will appear here.',
                  })
            }
          />
        </div>
      </div>
      {modal?.kind === 'category' ? <CategoryFormModal key={modal.category?.id ?? 'new'} category={modal.category} onClose={close} /> : null}
      {modal?.kind === 'service' ? (
        <ServiceFormModal
          key={modal.service?.id ?? 'new'}
          service={modal.service}
          categories={categories.data ?? []}
          defaultCategoryId={selectedCategoryId}
          onClose={close}
        />
      ) : null}
      {modal?.kind === 'bulk' ? <BulkAddModal categories={categories.data ?? []} onClose={close} /> : null}
      <ConfirmModal
        isOpen={modal?.kind === 'deleteService'}
        title="Delete service"
        message={`${modal?.kind === 'deleteService' ? modal.service.name : 'This service'} will be deleted. A service that properties require cannot be deleted; deactivate it instead.`}
        confirmLabel="Delete"
        isPending={deleteService.isPending}
        onConfirm={() => modal?.kind === 'deleteService' && deleteService.mutate(modal.service.id, { onSuccess: close })}
        onClose={close}
      />
      <ConfirmModal
        isOpen={modal?.kind === 'deleteCategory'}
        title="Delete category"
        message={
          modal?.kind === 'deleteCategory' && modal.category.serviceCount > 0
            ? `${modal.category.name} holds ${modal.category.serviceCount} ${modal.category.serviceCount === 1 ? 'service' : 'services'}. Move or delete them first, or the deletion will be refused.`
            : `${modal?.kind === 'deleteCategory' ? modal.category.name : 'This category'} will be deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        isPending={deleteCategory.isPending}
        onConfirm={() => {
          if (modal?.kind !== 'deleteCategory') return;
          const { id } = modal.category;
          deleteCategory.mutate(id, {
            onSuccess: () => {
              if (selectedCategoryId === id) list.setFilter('categoryId', null);
              close();
            },
          });
        }}
        onClose={close}
      />
    </>
  );
}
