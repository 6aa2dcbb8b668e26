import { uploadTypeOfFileName, type TPresignedUpload, type TStoredFile, type TUploadCategory } from '@procura/shared';
import type { TResponse, TTestApp } from './harness.js';

type TFailure = TResponse<{ message: string; fieldErrors?: Record<string, string[]> }>;

/**
 * One file through the upload path as the web app sends it (docs/operations.md "File storage"):
 * an upload URL, the PUT of the bytes, the check. Answers the file's key, or the answer of the
 * step that refused it.
 */
export async function uploadFile(
  t: TTestApp,
  token: string,
  input: { category: TUploadCategory; fileName: string; content: Buffer | string },
): Promise<{ fileKey: string; refused?: undefined } | { fileKey?: undefined; refused: TFailure }> {
  const content = Buffer.from(input.content);
  const contentType = uploadTypeOfFileName(input.fileName) ?? 'application/octet-stream';
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token,
    body: { category: input.category, fileName: input.fileName, contentType, size: content.length },
  });
  if (presigned.status !== 200) return { refused: presigned as unknown as TFailure };
  const { uploadUrl, headers, fileKey } = presigned.body;
  const put = await fetch(uploadUrl.startsWith('http') ? uploadUrl : t.baseUrl + uploadUrl, { method: 'PUT', headers, body: content });
  if (!put.ok) return { refused: { status: put.status, body: { message: await put.text() }, headers: put.headers } };
  const completed = await t.http<TStoredFile>('POST', '/v1/storage/complete-upload', { token, body: { fileKey } });
  if (completed.status !== 200) return { refused: completed as unknown as TFailure };
  return { fileKey };
}
