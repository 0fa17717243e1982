import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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
import { joinModules } from './modules/join-modules.ts';
import type { ModuleFactory } from './modules/module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { paramsModule } from './modules/params/params.module.ts';
import { agentsModule } from './modules/agents/agents.module.ts';
import { vehiclesModule } from './modules/vehicles/vehicles.module.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { listNotificationsInForce } from './modules/content/content.service.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { sandboxModule } from './sandbox/sandbox.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { fleetsModule } from './modules/fleets/fleets.module.ts';
import { exportsModule } from './modules/exports/exports.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { operationsModule } from './modules/operations/operations.module.ts';
import { disputesModule } from './modules/disputes/disputes.module.ts';
import { noticesModule } from './modules/notices/notices.module.ts';
import { recordsModule } from './modules/records/records.module.ts';
import { indicatorsModule } from './modules/indicators/indicators.module.ts';
import { selfUrlOf } from './http/self-url.ts';
import { useTransportAdapter } from './modules/transport/transport.binding.ts';
import { identityProvidersOf, messageSenderAdapterOf, transportAdapterOf } from './adapters.ts';
import { useMessageSenderAdapter } from './modules/messages/message-sender.port.ts';
import { registerHttpMetrics } from './observability/http-metrics.ts';
import { observeDatabase } from './observability/database-metrics.ts';
import { SERVER_ROOT } from './server-root.ts';

const DEFAULT_WEB_DIST = join(SERVER_ROOT, '../web/dist');
const PUBLIC_DIR = join(SERVER_ROOT, 'public');

/**
 * The portal's business areas, each joined by the contract of modules/module.ts. Adding an area adds
 * its entry here and touches no other module. The order is the order of registration, of the seeds
 * (db/startup.ts) and of the retention purge's hooks.
 */
export const MODULES: readonly ModuleFactory[] = [
  healthModule,
  paramsModule,
  vehiclesModule,
  agentsModule,
  ticketsModule,
  contentModule,
  identityModule,
  accountsModule,
  messagesModule,
  sandboxModule,
  paymentsModule,
  exportsModule,
  fleetsModule,
  auditModule,
  operationsModule,
  disputesModule,
  noticesModule,
  recordsModule,
  indicatorsModule,
];

/** Builds the portal's HTTP server on an open, migrated database. Listening is the caller's business. */
export interface BuildOptions {
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
  /** Areas joined after the portal's own (tests: an area declaring a fee to pay). */
  extraModules?: readonly ModuleFactory[];
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
    // On shutdown a request that reached the server is answered, not refused with 503 (docs/operations.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that it reads each answer's envelope before compression.
  registerHttpMetrics(app);
  const unobserve = observeDatabase(database);
  app.addHook('onClose', async () => unobserve());
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
  const spaFallback = await registerWebClient(app, config.webDistDir ?? DEFAULT_WEB_DIST, PUBLIC_DIR, () =>
    listNotificationsInForce(database.db),
  );
  registerErrorHandling(app, spaFallback);

  // The external systems' adapters, chosen by configuration (demo: the sandboxes).
  useTransportAdapter(transportAdapterOf(config));
  useMessageSenderAdapter(messageSenderAdapterOf(config));
  const base = {
    database,
    config,
    selfUrl: selfUrlOf(app, config.tickets.publicBaseUrl),
    identityProviders: identityProvidersOf(config, database.db),
  };
  await joinModules(app, base, [...MODULES, ...(options.extraModules ?? [])]);

  return app;
}
