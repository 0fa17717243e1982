import type { Server } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrationsApplied } from '../../db/migrate.ts';

const statusSchema = z.object({ status: z.string(), database: z.string().optional() });

/** The HTTP servers of instances that are stopping (every plugin context of an app shares its server). */
const stoppingServers = new WeakSet<Server>();

/**
 * From now on the instance is not ready: /readyz answers 503 and the load balancer takes it out of
 * rotation, while every other request is still served (main.ts, at SIGTERM).
 */
export function announceStopping(server: Server) {
  stoppingServers.add(server);
}

/**
 * Liveness (the process answers) and readiness (database reachable, every migration applied, not
 * stopping).
 */
export function healthRoutes(handle: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } },
      async (request, reply) => {
        if (stoppingServers.has(request.server.server)) {
          return reply.status(503).send({ status: 'stopping', database: handle.kind });
        }
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
