/** Browser storage keys of spec §9. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  rememberMe: 'rememberMe',
  userWorkspace: 'userWorkspace',
  rfpFormData: 'rfpFormData',
  /** Drafts of the long forms, kept like the RFP form's: restored after a reload, cleared on save. */
  propertyFormData: 'propertyFormData',
  vendorFormData: 'vendorFormData',
  /** Session storage. */
  postLoginRedirect: 'postLoginRedirect',
} as const;

/** Request header naming the active workspace (a tenant id) for the API. */
export const WORKSPACE_HEADER = 'x-workspace-id';
