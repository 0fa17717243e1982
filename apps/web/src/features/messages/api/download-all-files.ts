import { FILE_BASE, FILE_PATHS } from '@eticket/domain/messages/message-routes';
import { FILE_DOWNLOAD_TIMEOUT_MS, type DownloadAllBody } from '@eticket/domain/messages/file.schemas';
import { fetchFile } from '../../../lib/api-client.ts';

/** POST publ/file/downloadAll: several attachments as one ZIP file (60 s). */
export async function downloadAllFiles(body: DownloadAllBody): Promise<Blob> {
  return fetchFile({
    method: 'POST',
    url: `${FILE_BASE}${FILE_PATHS.downloadAll}`,
    body,
    timeoutMs: FILE_DOWNLOAD_TIMEOUT_MS,
    loading: true,
    // The page says what went wrong beside the file (the server's words: not found, no downloads left).
    showError: false,
  });
}
