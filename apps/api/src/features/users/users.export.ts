import { ZUserFiltersSchema, type TUserFilters } from '@procura/shared';
import { defineExport } from '../export-data/export-definition.js';
import { type TUserExportRow, usersExportRepo } from './users-export.repo.js';
import { peoplePairs } from './people-access.js';

/** The people export: the users list's own scope and filters, one row per person. */
export const usersExport = defineExport<TUserExportRow, TUserFilters, string>({
  entity: 'users',
  title: 'Users export',
  fileBaseName: 'Users',
  access: peoplePairs('View'),
  filters: ZUserFiltersSchema,
  columns: [
    { header: 'First name', width: 18, value: (r) => r.firstName },
    { header: 'Last name', width: 18, value: (r) => r.lastName },
    { header: 'Email', width: 32, value: (r) => r.email },
    { header: 'Phone', width: 18, value: (r) => r.phone ?? '' },
    { header: 'Organization', width: 30, value: (r) => r.organizations ?? '' },
    { header: 'Contact type', width: 16, value: (r) => r.contactType ?? '' },
    { header: 'Roles', width: 30, value: (r) => r.roles ?? '' },
    { header: 'Status', width: 12, value: (r) => r.status },
    { header: 'Authorized', width: 12, value: (r) => (r.authorized ? 'Yes' : 'No') },
    { header: 'Created', width: 22, value: (r) => r.createdAt, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  ],
  count: usersExportRepo.count,
  batch: usersExportRepo.batch,
  cursorOf: (row) => row.id,
});
