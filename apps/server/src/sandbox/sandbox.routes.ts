import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { sandboxIdpRoutes } from './idp/idp.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { sandboxTransportRoutes } from './transport/transport.routes.ts';
import { SANDBOX_TRANSPORT_API, sandboxTransportApiRoutes } from './transport/transport.api.routes.ts';

/**
 * The stand-ins for external systems under /sandbox. The identity providers and the Transport Department (its
 * register's changes, and its JSON contract for a portal on TRANSPORT_ADAPTER=http) follow SANDBOX_ENABLED; the
 * outbox shows OTP codes, so it exists in demo mode only, whatever else is allowed.
 */
export function sandboxRoutes(db: Database, config: Config): FastifyPluginAsync {
  return async (app) => {
    if (config.sandboxEnabled) {
      await app.register(sandboxIdpRoutes(db, config));
      await app.register(sandboxTransportRoutes(db));
      await app.register(sandboxTransportApiRoutes(db, config.transport.sandboxToken), {
        prefix: SANDBOX_TRANSPORT_API,
      });
    }
    if (config.mode === 'demo') await app.register(outboxRoutes(db));
  };
}
