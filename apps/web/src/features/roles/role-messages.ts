export const ROLE_TOASTS = {
  created: { title: 'Role Created', description: 'The role has been created successfully.' },
  updated: { title: 'Role Updated', description: 'The role has been updated successfully.' },
  deleted: { title: 'Role Deleted', description: 'The role has been deleted successfully.' },
} as const;

/** Used only when the server sent no message of its own (it does for 409 "in use"). */
export const ROLE_ERRORS = {
  create: 'An error occurred while creating the role.',
  update: 'An error occurred while updating the role.',
  delete: 'An error occurred while deleting the role.',
  permissions: 'The permission list could not be loaded.',
} as const;
