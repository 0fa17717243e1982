import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** A file to hand to the browser as a download. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  content: Buffer | Uint8Array;
}

function sendDownload(reply: FastifyReply, file: DownloadFile, disposition: string, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition)
    .header('cache-control', cacheControl)
    .send(file.content);
}

/** A download as the browser saves it: its type, its name (any script, RFC 6266), never cached. */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  return sendDownload(reply, file, contentDisposition(file.fileName), 'no-store');
}

/**
 * A file the portal names itself (`receipt-….pdf`, `export-….xlsx`: plain ASCII), its name quoted; never
 * cached unless the caller says how long it may be kept (the export demonstration, made-up rows).
 */
export function sendNamedFile(reply: FastifyReply, file: DownloadFile, cacheControl = 'no-store') {
  return sendDownload(reply, file, `attachment; filename="${file.fileName}"`, cacheControl);
}

/** A PDF the portal made (receipt, notice, certificate, QR codes), under the name it gives it. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer | Uint8Array) {
  return sendNamedFile(reply, { fileName, contentType: 'application/pdf', content: pdf });
}
