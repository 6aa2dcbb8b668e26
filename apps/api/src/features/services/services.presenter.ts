import type { TService, TServiceCategory, TServiceOption } from '@procura/shared';
import type { TServiceCategoryRow, TServiceRow } from './services.repo.js';

export function presentCategory(row: TServiceCategoryRow): TServiceCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    serviceCount: row.serviceCount,
    activeServiceCount: row.activeServiceCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentService(row: TServiceRow): TService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // The services form and the bulk add write only the shared enums; the status has a check constraint.
    unit: row.unit as TService['unit'],
    status: row.status as TService['status'],
    category: { id: row.categoryId, name: row.categoryName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentServiceOption = (row: { id: string; name: string; unit: string; categoryId: string; categoryName: string }): TServiceOption => ({
  id: row.id,
  name: row.name,
  unit: row.unit as TServiceOption['unit'],
  categoryId: row.categoryId,
  categoryName: row.categoryName,
});
