import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { DownloadFile } from './files.service.ts';

/** A download as the browser saves it: its type, its name (any script, RFC 6266), never cached. */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.content);
}
