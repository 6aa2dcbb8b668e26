/** Toast texts in the wording of spec §8's user toasts ("… has been … successfully."). */
export const SERVICE_TOASTS = {
  categoryCreated: { title: 'Category Created', description: 'The category has been created successfully.' },
  categoryUpdated: { title: 'Category Updated', description: 'The category has been updated successfully.' },
  categoryDeleted: { title: 'Category Deleted', description: 'The category has been deleted successfully.' },
  created: { title: 'Service Created', description: 'The service has been created successfully.' },
  updated: { title: 'Service Updated', description: 'The service has been updated successfully.' },
  activated: { title: 'Service Activated', description: 'The service is offered again.' },
  deactivated: { title: 'Service Deactivated', description: 'The service is no longer offered for new work.' },
  deleted: { title: 'Service Deleted', description: 'The service has been deleted successfully.' },
} as const;

/** Used when the server sent no message of its own. */
export const SERVICE_ERRORS = {
  createCategory: 'An error occurred while creating the category.',
  updateCategory: 'An error occurred while updating the category.',
  deleteCategory: 'An error occurred while deleting the category.',
  create: 'An error occurred while creating the service.',
  update: 'An error occurred while updating the service.',
  delete: 'An error occurred while deleting the service.',
  bulk: 'An error occurred while adding the services.',
  categories: 'The categories could not be loaded.',
  list: 'The services could not be loaded.',
} as const;
