import { ZPresignedUploadSchema, normaliseUploadType, uploadTypeOfFileName, type TUploadCategory } from '@procura/shared';
import { http } from '../../lib/http';

/**
 * Presigned upload: ask the API for a URL, PUT the bytes there with progress, hand back the
 * file key the owning record then confirms. (XHR, not fetch: fetch reports no upload progress.)
 */
export async function uploadWithProgress(file: File, category: TUploadCategory, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const contentType = normaliseUploadType(file.type) ?? uploadTypeOfFileName(file.name) ?? (file.type || 'application/octet-stream');
  const presigned = ZPresignedUploadSchema.parse(
    await http.post('/storage/create-presigned-url', { category, fileName: file.name, contentType, size: file.size }, { signal }),
  );
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(presigned.method, presigned.uploadUrl);
    for (const [name, value] of Object.entries(presigned.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(uploadFailure(request))));
    request.onerror = () => reject(new Error('The upload was interrupted. Check the connection and try again.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
  onProgress(100);
  return presigned.fileKey;
}

function uploadFailure(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return request.status === 413 ? 'The file is too large.' : `The upload failed (${request.status}).`;
}
