import { FILE_BASE, FILE_PATHS } from '@eticket/domain/messages/message-routes';
import { FILE_DOWNLOAD_TIMEOUT_MS } from '@eticket/domain/messages/file.schemas';
import { fetchFile } from '../../../lib/api-client.ts';

/** GET publ/file/download/{fileId}: one attachment of the user's messages (60 s). */
export async function downloadFile(fileId: string): Promise<Blob> {
  return fetchFile({
    url: `${FILE_BASE}${FILE_PATHS.download}`,
    pathParams: { fileId },
    timeoutMs: FILE_DOWNLOAD_TIMEOUT_MS,
    loading: true,
    // The page says what went wrong beside the file (the server's words: not found, no downloads left).
    showError: false,
  });
}
