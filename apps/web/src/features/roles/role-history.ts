import type { THistoryVocabulary } from '../../components/history-text';

/** A role's history in words (apps/api features/roles roles.service audit): its name, description and permissions. */
export const ROLE_HISTORY: THistoryVocabulary = {
  actions: { create: 'Created', update: 'Edited', delete: 'Deleted' },
  fields: {
    name: { label: 'Name' },
    description: { label: 'Description' },
    permissionCount: { label: 'Permissions granted' },
    roleType: { label: 'Role type' },
  },
  // The permissions by number mean nothing to a reader; their count says that they changed.
  hidden: new Set(['tenantName', 'userCount', 'permissionIds']),
};
