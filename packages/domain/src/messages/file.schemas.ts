import { z } from 'zod';

/**
 * The file service (spec section 7, `rest/file/api/v1`): attachments of the caller's messages, one by one
 * or several as a ZIP. The client waits up to 60 s (spec section 9); a day's downloads are limited.
 */
export const FILE_DOWNLOAD_TIMEOUT_MS = 60_000;
/** Downloads (single or ZIP) one user may make in a Hong Kong day: "no downloads left for the day". */
export const FILE_DOWNLOADS_PER_DAY = 200;
export const MAX_FILES_PER_ZIP = 50;

export const fileIdParamsSchema = z.object({ fileId: z.uuid() });

/** POST /publ/file/downloadAll. */
export const downloadAllBodySchema = z.strictObject({
  fileIds: z.array(z.uuid()).min(1).max(MAX_FILES_PER_ZIP),
});
export type DownloadAllBody = z.infer<typeof downloadAllBodySchema>;
