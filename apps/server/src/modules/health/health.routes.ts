import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrationsApplied } from '../../db/migrate.ts';

const statusSchema = z.object({ status: z.string(), database: z.string().optional() });

/** Liveness (the process answers) and readiness (database reachable, every migration applied). */
export function healthRoutes(handle: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } },
      async (_request, reply) => {
        try {
          await pingDatabase(handle.db);
          if (!(await migrationsApplied(handle))) {
            return reply.status(503).send({ status: 'migrations pending', database: handle.kind });
          }
          return { status: 'ready', database: handle.kind };
        } catch {
          return reply.status(503).send({ status: 'database unreachable', database: handle.kind });
        }
      },
    );
  };
}
