import { z } from 'zod';
import { USER_UPLOAD_MAX_BYTES } from './user-upload.js';

/**
 * Spec §3 upload categories, plus `property_document` (site plans, photos, PDFs of a property)
 * and the two imports' files (`property_import`, `user_upload`: CSV or XLSX sheets a job reads).
 */
export const UPLOAD_CATEGORIES = [
  'client_logo',
  'vendor_logo',
  'vendor_w9',
  'vendor_certificate_of_insurance',
  'ai_contract_document',
  'ai_contracts_zip',
  'scope_of_work',
  'rfp_property_attachment',
  'rfp_attachment',
  'client_header_image',
  'sow_template',
  'rfp_template',
  'property_document',
  'property_import',
  'user_upload',
  'bid_sheet',
] as const;
export const ZUploadCategorySchema = z.enum(UPLOAD_CATEGORIES);
export type TUploadCategory = z.infer<typeof ZUploadCategorySchema>;

/** The file types uploads may be, each with its extensions (the first is the canonical one). */
export const UPLOAD_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/zip': ['zip'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'text/csv': ['csv'],
} as const satisfies Record<string, readonly string[]>;
export type TUploadFileType = keyof typeof UPLOAD_FILE_TYPES;

/** What browsers call some of these types besides the standard name. */
const TYPE_ALIASES: Record<string, TUploadFileType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/x-pdf': 'application/pdf',
  // What Windows browsers call a .csv file (Excel registered it); the extension must still be .csv.
  'application/vnd.ms-excel': 'text/csv',
};

const MB = 1024 * 1024;
const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const satisfies readonly TUploadFileType[];
const DOCUMENTS = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ...IMAGES,
] as const satisfies readonly TUploadFileType[];
const DOCX = ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const satisfies readonly TUploadFileType[];
const SHEETS = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const satisfies readonly TUploadFileType[];

export interface TUploadRule {
  types: readonly TUploadFileType[];
  maxBytes: number;
  /** Images of this category are re-encoded within this box, their metadata (EXIF, GPS) dropped. */
  resizeTo?: { width: number; height: number };
  /** Shown in pickers: what may be uploaded. */
  label: string;
}

/**
 * Per category: the types (checked on the declared type, the extension and, once uploaded,
 * the bytes) and the size limit. SVG is refused everywhere: it can carry script, and a
 * sanitiser is one more parser to trust; logos are PNG, JPEG or WebP.
 */
export const UPLOAD_RULES: Record<TUploadCategory, TUploadRule> = {
  client_logo: { types: IMAGES, maxBytes: 5 * MB, resizeTo: { width: 512, height: 512 }, label: 'PNG, JPEG or WebP image up to 5 MB' },
  vendor_logo: { types: IMAGES, maxBytes: 5 * MB, resizeTo: { width: 512, height: 512 }, label: 'PNG, JPEG or WebP image up to 5 MB' },
  client_header_image: { types: IMAGES, maxBytes: 10 * MB, resizeTo: { width: 2400, height: 600 }, label: 'PNG, JPEG or WebP image up to 10 MB' },
  vendor_w9: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  vendor_certificate_of_insurance: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  ai_contract_document: { types: ['application/pdf', ...DOCX], maxBytes: 25 * MB, label: 'PDF or Word document up to 25 MB' },
  ai_contracts_zip: { types: ['application/zip'], maxBytes: 200 * MB, label: 'ZIP archive up to 200 MB' },
  scope_of_work: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  rfp_property_attachment: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  rfp_attachment: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  property_document: { types: DOCUMENTS, maxBytes: 25 * MB, label: 'PDF, Word, Excel or image up to 25 MB' },
  sow_template: { types: DOCX, maxBytes: 10 * MB, label: 'Word document (.docx) up to 10 MB' },
  rfp_template: { types: DOCX, maxBytes: 10 * MB, label: 'Word document (.docx) up to 10 MB' },
  // 20,000 rows of XLSX are about 2 MiB; a CSV of them under 8.
  property_import: { types: SHEETS, maxBytes: 16 * MB, label: 'CSV or Excel (.xlsx) file up to 16 MB' },
  // A vendor's filled-in XLSX bid sheet: 10,000 lines are well under 2 MB.
  bid_sheet: { types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], maxBytes: 8 * MB, label: 'Excel (.xlsx) file up to 8 MB' },
  user_upload: { types: SHEETS, maxBytes: USER_UPLOAD_MAX_BYTES, label: `CSV or Excel (.xlsx) file up to ${USER_UPLOAD_MAX_BYTES / MB} MB` },
};

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The upload type a MIME name stands for (aliases and parameters allowed), or null. */
export function normaliseUploadType(contentType: string): TUploadFileType | null {
  const bare = contentType.split(';')[0].trim().toLowerCase();
  if (bare in UPLOAD_FILE_TYPES) return bare as TUploadFileType;
  return TYPE_ALIASES[bare] ?? null;
}

/** The type a file name's extension says, or null: for browsers that give a file no type. */
export function uploadTypeOfFileName(fileName: string): TUploadFileType | null {
  const ext = extensionOf(fileName);
  for (const [type, extensions] of Object.entries(UPLOAD_FILE_TYPES) as [TUploadFileType, readonly string[]][]) {
    if (extensions.includes(ext)) return type;
  }
  return null;
}

/** The value for an `<input type="file" accept>` of a category. */
export const acceptOf = (category: TUploadCategory): string =>
  UPLOAD_RULES[category].types.flatMap((type) => [type, ...UPLOAD_FILE_TYPES[type].map((ext) => `.${ext}`)]).join(',');

export const isImageType = (type: string): boolean => type.startsWith('image/');

/**
 * `<tenant id>/<category>/<uuid>/<file name>`: the name of a stored object. The file name is
 * the uploader's, reduced to letters, digits, dot, dash and underscore.
 */
export const FILE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[a-z0-9_]{1,40}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
export const ZFileKeySchema = z.string().max(300).regex(FILE_KEY_PATTERN, 'Not a file key.');

export const ZCreatePresignedUrlSchema = z.object({
  category: ZUploadCategorySchema,
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(1).max(255),
  /** Bytes, as the browser reports the file's size. */
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** The owning tenant; default the caller's workspace. */
  tenantId: z.uuid().optional(),
});
export type TCreatePresignedUrlInput = z.infer<typeof ZCreatePresignedUrlSchema>;

export const ZPresignedUploadSchema = z.object({
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  /** Send exactly these headers with the PUT. */
  headers: z.record(z.string(), z.string()),
  fileKey: z.string(),
  expiresAt: z.string(),
});
export type TPresignedUpload = z.infer<typeof ZPresignedUploadSchema>;

export const ZFileKeyBodySchema = z.object({ fileKey: ZFileKeySchema });

export type TFileKeyBody = z.infer<typeof ZFileKeyBodySchema>;

export const STORED_FILE_STATUSES = ['PENDING', 'READY', 'REJECTED'] as const;
export const ZStoredFileSchema = z.object({
  fileKey: z.string(),
  category: ZUploadCategorySchema,
  fileName: z.string(),
  /** What the bytes are (after re-encoding, for logos and header images). */
  contentType: z.string(),
  size: z.number().int(),
  status: z.enum(STORED_FILE_STATUSES),
});
export type TStoredFile = z.infer<typeof ZStoredFileSchema>;

export const ZDownloadUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type TDownloadUrl = z.infer<typeof ZDownloadUrlSchema>;

/** The path of a stored object (the local driver's signed URLs). */
export const ZStorageObjectParamsSchema = z.object({
  tenantId: z.uuid(),
  category: ZUploadCategorySchema,
  fileId: z.uuid(),
  fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, 'Not a stored file name.'),
});

export const ZSignedObjectQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a signature.'),
  /** Downloads: shown in the page (images) or saved. */
  disposition: z.enum(['inline', 'attachment']).optional(),
  /** Uploads: the most bytes the PUT may carry. */
  size: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type TSignedObjectQuery = z.infer<typeof ZSignedObjectQuerySchema>;
