import { useAppMutation } from './query/use-app-mutation';
import { createDownloadUrl } from './upload';

/** The browser follows a signed link (same-origin, or the S3 one) and saves the file without leaving the page. */
export function followLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads an uploaded file by its key: the one way every record's documents are fetched. */
export const useStoredFileDownload = () =>
  useAppMutation({
    mutationFn: async (fileKey: string) => followLink((await createDownloadUrl(fileKey)).url),
    errorToast: { fallback: 'The file could not be downloaded.' },
  });
