import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadAllBodySchema, fileIdParamsSchema } from '@eticket/domain/messages/file.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { downloadAll, downloadFile } from './files.service.ts';
import { sendFile } from '../../http/send-file.ts';

const tags = ['files'];

/** The file service (spec section 7, `rest/file/api/v1`): attachments of the acting role's messages. */
export function filesRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(db, config));
    app.get(
      '/publ/file/download/:fileId',
      {
        schema: {
          tags,
          summary: "One attachment of the acting role's messages (60 s; a daily number of downloads)",
          params: fileIdParamsSchema,
        },
      },
      async (request, reply) =>
        sendFile(reply, await downloadFile(db, principalOf(request), request.params.fileId)),
    );
    app.post(
      '/publ/file/downloadAll',
      {
        schema: {
          tags,
          summary: "Several attachments of the acting role's messages as one ZIP file",
          body: downloadAllBodySchema,
        },
      },
      async (request, reply) =>
        sendFile(reply, await downloadAll(db, principalOf(request), request.body.fileIds)),
    );
  };
}
