const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

export const contentTypeOf = (fileName: string): string => TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export const contentDisposition = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const datedFileName = (base: string, ext: string, now = new Date()): string => `${base}_${now.toISOString().slice(0, 10)}.${ext}`;

/** "Snow Removal" → "Snow_Removal": the letters and digits of a name, for a file name (`fallback` when none). */
export const fileStem = (name: string, fallback: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || fallback;
