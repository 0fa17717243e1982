import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import type { ModuleFactory } from '../module.ts';

export const OPS_INTERNAL = '/rest/ops/api/v1/internal';

/**
 * Operators' calls on a running server (OPERATOR_TOKEN): a consistent dump of the embedded database,
 * which `npm run db:backup` asks for while the server holds the data folder.
 */
export const operationsModule: ModuleFactory = ({ database, config }) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.post(
      `${OPS_INTERNAL}/backup`,
      {
        onRequest: issuerGuard(config.operatorToken ?? randomUUID() + randomUUID()),
        schema: { hide: true },
      },
      async (_request, reply) => {
        if (!database.dumpDataDir) throw new AppError('NOT_FOUND');
        const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
        return reply
          .header('content-type', 'application/gzip')
          .header('cache-control', 'no-store')
          .send(dump);
      },
    );
  };
  return { name: 'operations', routes };
};
