/** Browser storage keys of spec §9. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  rememberMe: 'rememberMe',
  userWorkspace: 'userWorkspace',
  rfpFormData: 'rfpFormData',
  /** Session storage. */
  postLoginRedirect: 'postLoginRedirect',
} as const;

/** Request header naming the active workspace (a tenant id) for the API. */
export const WORKSPACE_HEADER = 'x-workspace-id';
