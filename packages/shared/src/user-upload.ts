/** Columns of the bulk-invite sheet (CSV or XLSX), in this order, with this header row. */
export const USER_UPLOAD_COLUMNS = [
  'First name',
  'Last name',
  'Email',
  'Phone code',
  'Phone number',
  'Organization',
  'Roles',
  'Contact type',
  'Authorized',
] as const;

export const USER_UPLOAD_MAX_ROWS = 5000;
export const USER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
