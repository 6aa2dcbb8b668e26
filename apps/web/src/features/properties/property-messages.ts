/** Toasts of the property screens (the spec names none for properties: ours, in its style). */
export const PROPERTY_TOASTS = {
  created: { title: 'Property Created', description: 'Property has been created successfully.' },
  updated: { title: 'Property Updated', description: 'Property has been updated successfully.' },
  deleted: { title: 'Property Deleted', description: 'Property has been deleted successfully.' },
  contactAdded: { title: 'Contact Added', description: 'The contact has been added to the property.' },
  contactUpdated: { title: 'Contact Updated', description: 'The contact type has been changed.' },
  contactRemoved: { title: 'Contact Removed', description: 'The contact has been removed from the property.' },
  serviceAdded: { title: 'Service Added', description: 'The required service has been added.' },
  serviceUpdated: { title: 'Service Updated', description: 'The required service has been updated.' },
  serviceRemoved: { title: 'Service Removed', description: 'The required service has been removed.' },
  documentAdded: { title: 'Document Uploaded', description: 'The document has been added to the property.' },
  documentRemoved: { title: 'Document Deleted', description: 'The document has been deleted.' },
  accessUpdated: { title: 'Access Updated', description: 'Property access has been updated.' },
  exportStarted: { title: 'Export Started', description: 'Your file is being prepared. Follow it in Background jobs.' },
  importStarted: { title: 'Import Started', description: 'The file is being imported. Its report will appear in Background jobs.' },
} as const;

export const PROPERTY_ERRORS = {
  create: 'An error occurred while creating the property.',
  update: 'An error occurred while updating the property.',
  delete: 'An error occurred while deleting the property.',
  contact: 'An error occurred while saving the contact.',
  contactRemove: 'An error occurred while removing the contact.',
  service: 'An error occurred while saving the service.',
  serviceRemove: 'An error occurred while removing the service.',
  document: 'An error occurred while uploading the document.',
  documentRemove: 'An error occurred while deleting the document.',
  access: 'An error occurred while updating property access.',
  export: 'An error occurred while starting the export.',
  import: 'An error occurred while uploading the file.',
  zip: 'That ZIP code could not be looked up.',
} as const;
