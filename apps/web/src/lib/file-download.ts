const DEFAULT_FILE_NAME = 'Existing_Contracts';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** Today as YYYY-MM-DD in the user's time zone: the date they will look for in the name. */
function localDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The file name of a content-disposition header (RFC 6266, filename* preferred). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/**
 * Spec §7: the server's name, else "Existing_Contracts" with today's date before the
 * extension (the extension taken from the content type).
 */
export function downloadFileName(disposition: string | null, contentType: string | null): string {
  const fromServer = fileNameFromDisposition(disposition);
  if (fromServer) return fromServer;
  const type = contentType?.split(';')[0]?.trim() ?? '';
  const extension = EXTENSION_BY_TYPE[type] ?? 'xlsx';
  return `${DEFAULT_FILE_NAME}_${localDate()}.${extension}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
