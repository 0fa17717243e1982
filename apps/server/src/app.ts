import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerRefusedCharacterGuard } from './http/refused-characters.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebClient } from './plugins/web-client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { paramsRoutes } from './modules/params/params.routes.ts';
import { ticketsInternalRoutes } from './modules/tickets/tickets.internal.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { messageCountRoutes } from './modules/messages/message-count.routes.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { selfUrlOf } from './http/self-url.ts';
import { useTransportAdapter } from './modules/transport/transport.binding.ts';
import { transportAdapterOf } from './adapters.ts';

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');
const PUBLIC_DIR = resolve(here, '../public');

/** Builds the portal's HTTP server on an open, migrated database. Listening is the caller's business. */
export interface BuildOptions {
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurityHeaders(app);
  await registerRateLimit(app, config);
  await registerCompression(app);
  // After the headers and the rate limit, so that a refused request is answered like any other and counted.
  registerRefusedCharacterGuard(app);
  await registerOpenApi(app, config.apiDocsEnabled);
  const spaFallback = await registerWebClient(app, config.webDistDir ?? DEFAULT_WEB_DIST, PUBLIC_DIR);
  registerErrorHandling(app, spaFallback);

  const { db } = database;
  useTransportAdapter(transportAdapterOf(config));
  await app.register(healthRoutes(database));
  await app.register(paramsRoutes(db), { prefix: '/rest/param/api/v1/publ' });
  await app.register(ticketsInternalRoutes(db, config.issuerToken), {
    prefix: '/rest/ticket/api/v1/internal',
  });
  await app.register(contentRoutes(db));
  await app.register(identityModule(db, config));
  await app.register(accountsModule(db, config));
  await app.register(messageCountRoutes(db, config), { prefix: '/rest/notification/api/v1/publ' });
  await app.register(sandboxRoutes(db, config));
  const tickets = ticketsModule(db, config, selfUrlOf(app, config.tickets.publicBaseUrl));
  await app.register(tickets.routes);
  // main.ts runs these in its worker loop; tests run them with runDueJobs.
  app.decorate('jobHandlers', tickets.jobHandlers);

  return app;
}
