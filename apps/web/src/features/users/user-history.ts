import type { THistoryVocabulary } from '../../components/history-text';

/** A person's history in words (apps/api features/users users.service audit): their details, access and roles. */
export const USER_HISTORY: THistoryVocabulary = {
  actions: {
    create: 'Added',
    update: 'Edited',
    update_profile: 'Profile edited',
    update_items_per_page: 'Rows per page changed',
    update_contact_type: 'Contact type changed',
    activate: 'Activated',
    deactivate: 'Deactivated',
    delete: 'Deleted',
    resend_invitation: 'Invitation sent again',
  },
  fields: {
    firstName: { label: 'First name' },
    lastName: { label: 'Last name' },
    email: { label: 'Email' },
    phoneCode: { label: 'Phone code' },
    phoneNumber: { label: 'Phone number', kind: 'phone' },
    status: { label: 'Status' },
    contactType: { label: 'Contact type' },
    authorized: { label: 'Can sign in' },
    roles: { label: 'Roles' },
    tenants: { label: 'Organizations' },
    itemsPerPage: { label: 'Rows per page' },
  },
  hidden: new Set(['userType', 'roleType', 'isPrimary', 'type']),
};
