import {
  acceptOf,
  normaliseUploadType,
  UPLOAD_RULES,
  uploadTypeOfFileName,
  type TApiError,
  type TDownloadUrl,
  type TPresignedUpload,
  type TStoredFile,
  type TUploadCategory,
} from '@procura/shared';
import { ApiError, networkError } from './api-error';
import { http } from './http';

export interface TUploadOptions {
  category: TUploadCategory;
  /** The owning tenant; default the active workspace. */
  tenantId?: string;
  /** 0–100 while the bytes travel. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** For `<FileInput accept>` / `<Dropzone accept>`: what a category takes. */
export const acceptFor = (category: TUploadCategory): string => acceptOf(category);

const fileError = (statusCode: number, message: string): ApiError =>
  new ApiError({ statusCode, error: statusCode === 413 ? 'Payload Too Large' : 'Bad Request', message, fieldErrors: { file: [message] } });

/**
 * Uploads one file and answers its key, to be sent with the form that uses it (e.g.
 * `logoKey`): asks the API for an upload URL, PUTs the bytes there (the API itself, or S3)
 * with progress, then has the API check them. Throws an ApiError whose message is for the
 * user (wrong type, too large, a program disguised as a document…), `fieldErrors.file` set.
 */
export async function uploadFile(file: File, options: TUploadOptions): Promise<string> {
  const stored = await uploadFileDetailed(file, options);
  return stored.fileKey;
}

/** As `uploadFile`, answering what the API made of the file (re-encoded size and type). */
export async function uploadFileDetailed(file: File, { category, tenantId, onProgress, signal }: TUploadOptions): Promise<TStoredFile> {
  const rule = UPLOAD_RULES[category];
  // The API checks all of this again; checking here spares a round trip and a wait.
  if (file.size === 0) throw fileError(400, 'The file is empty.');
  if (file.size > rule.maxBytes) throw fileError(413, `The file is too large; the limit is ${rule.label.replace(/.* up to /, '')}.`);
  const contentType = normaliseUploadType(file.type) ?? uploadTypeOfFileName(file.name) ?? (file.type || 'application/octet-stream');
  const presigned = await http.post<TPresignedUpload>(
    '/storage/create-presigned-url',
    { category, fileName: file.name, contentType, size: file.size, ...(tenantId ? { tenantId } : {}) },
    { signal },
  );
  await putWithProgress(presigned, file, onProgress, signal);
  onProgress?.(100);
  return http.post<TStoredFile>('/storage/complete-upload', { fileKey: presigned.fileKey }, { signal });
}

/** A short-lived URL (5 minutes) to show or download a file the API lets the caller read. */
export const createDownloadUrl = (fileKey: string, signal?: AbortSignal): Promise<TDownloadUrl> =>
  http.post<TDownloadUrl>('/storage/create-download-url', { fileKey }, { signal });

/** XMLHttpRequest, because fetch reports no upload progress. No bearer token: the URL is signed. */
function putWithProgress(presigned: TPresignedUpload, file: File, onProgress: TUploadOptions['onProgress'], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(presigned.method, presigned.uploadUrl);
    for (const [name, value] of Object.entries(presigned.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = (fn: () => void) => {
      signal?.removeEventListener('abort', abort);
      fn();
    };
    xhr.onload = () =>
      done(() => {
        if (xhr.status >= 200 && xhr.status < 300) return resolve();
        reject(errorOf(xhr));
      });
    xhr.onerror = () => done(() => reject(networkError('The file could not be sent. Check the connection and try again.')));
    xhr.onabort = () => done(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    xhr.send(file);
  });
}

/** The API's own error shape (local storage), or a plain sentence for a store's XML answer. */
function errorOf(xhr: XMLHttpRequest): ApiError {
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return new ApiError(JSON.parse(xhr.responseText) as TApiError);
    } catch {
      // Fall through to the plain message.
    }
  }
  if (xhr.status === 413) return fileError(413, 'The file is larger than declared.');
  if (xhr.status === 403) return fileError(403, 'The upload link has expired. Choose the file again.');
  return fileError(xhr.status || 400, 'The file could not be uploaded. Try again.');
}
